//! The command line of `neuronx_cc`, a stand-in for a compiler driver: the
//! flags of the neuronx-cc catalog (`tests/data/neuronx-cc-flags.tsv`) at
//! their tiers and jobs. It does no compiling: `report` turns a parse into
//! the JSON object the driver prints.
//!
//! The tests include this file (`#[path]`), so that they parse exactly what
//! the example parses.

use argkind::{ArgKindCommand, ArgKinds, Parsed};
use clap::{Args, Parser, Subcommand, ValueEnum};
use serde::Serialize;
use serde_json::{json, Map, Value};

/// Neuron compiler driver (argkind example: parses, prints JSON, compiles nothing)
#[derive(Parser, ArgKinds, Debug)]
#[command(name = "neuronx_cc", version)]
#[argkind(response_files, print_options, record_sources, flags_env = "NEURON_CC_FLAGS")]
pub(crate) struct Cli {
    #[command(subcommand)]
    pub(crate) command: Command,
}

// One value per run: the size of `Compile` does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Subcommand, ArgKinds, Debug)]
pub(crate) enum Command {
    /// Compile a model into a NEFF
    Compile(CompileArgs),
    /// List the operators a framework supports
    ListOperators(ListOperatorsArgs),
    /// Print the flag catalog of a subcommand, for the driver's developers
    #[command(hide = true)]
    Catalog(CatalogArgs),
    /// Print the shell completion script (PUBLIC flags only)
    Completions(CompletionsArgs),
    /// Print the man page, in roff (PUBLIC flags only)
    Man(ManArgs),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize)]
pub(crate) enum Framework {
    #[value(name = "XLA")]
    #[serde(rename = "XLA")]
    Xla,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum Target {
    Inf2,
    Trn1,
    Trn1n,
    Trn2,
    Trn3,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum ModelType {
    Generic,
    Transformer,
    UnetInference,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum AutoCast {
    None,
    Matmult,
    All,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize)]
pub(crate) enum AutoCastType {
    #[value(name = "bf16")]
    #[serde(rename = "bf16")]
    Bf16,
    #[value(name = "fp16")]
    #[serde(rename = "fp16")]
    Fp16,
    #[value(name = "tf32")]
    #[serde(rename = "tf32")]
    Tf32,
    #[value(name = "fp8_e4m3")]
    #[serde(rename = "fp8_e4m3")]
    Fp8E4m3,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum DistributionStrategy {
    LlmTraining,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum DgeLevel {
    #[value(name = "vector_dynamic_offsets")]
    VectorDynamicOffsets,
    #[value(name = "spill_reload")]
    SpillReload,
    #[value(name = "scalar_dynamic_offset")]
    ScalarDynamicOffset,
    #[value(name = "io")]
    Io,
}

/// A log level: `debug`, `info`, `warning`, `error`, `critical` in any letter
/// case, or an integer level (Python's logging numbers: 10, 20, 30, 40, 50).
fn log_level(value: &str) -> Result<u32, String> {
    let named = [
        ("debug", 10),
        ("info", 20),
        ("warning", 30),
        ("error", 40),
        ("critical", 50),
    ];
    named
        .iter()
        .find(|(name, _)| name.eq_ignore_ascii_case(value))
        .map(|(_, level)| *level)
        .or_else(|| value.parse().ok())
        .ok_or_else(|| "expected debug, info, warning, error, critical or an integer level".to_owned())
}

#[derive(Args, ArgKinds, Debug, Serialize)]
#[group(id = "compile")]
#[serde(rename_all = "kebab-case")]
pub(crate) struct CompileArgs {
    /// Model file to compile
    #[serde(skip)]
    pub(crate) input: String,

    /// Framework the input model comes from
    #[arg(long, value_enum, default_value_t = Framework::Xla)]
    #[argkind(job = "frontend")]
    pub(crate) framework: Framework,

    /// Hardware generation to compile for
    #[arg(long, value_enum)]
    pub(crate) target: Option<Target>,

    /// Model family, selects family-specific optimisations
    #[arg(long, value_enum, default_value_t = ModelType::Generic)]
    #[argkind(job = "frontend")]
    pub(crate) model_type: ModelType,

    /// Which operations may be cast to a lower precision
    #[arg(long, value_enum, default_value_t = AutoCast::None)]
    #[argkind(job = "frontend")]
    pub(crate) auto_cast: AutoCast,

    /// Lower precision used by --auto-cast
    #[arg(long, value_enum, default_value_t = AutoCastType::Bf16)]
    #[argkind(job = "frontend")]
    pub(crate) auto_cast_type: AutoCastType,

    /// Physical cores per logical core
    #[arg(long, visible_alias = "logical-nc-config", default_value_t = 2, value_parser = clap::value_parser!(u8).range(1..=2))]
    #[argkind(job = "backend")]
    pub(crate) lnc: u8,

    /// Optimisation level; -O1 is the same as --optlevel=1
    #[arg(long, short = 'O', default_value_t = 2, value_parser = clap::value_parser!(u8).range(1..=3))]
    pub(crate) optlevel: u8,

    /// Accumulate in higher precision
    #[arg(long, default_value_t = true)]
    #[argkind(enable_disable, job = "backend")]
    pub(crate) enable_mixed_precision_accumulation: bool,

    /// Saturate infinities to the largest finite value
    #[arg(long)]
    #[argkind(job = "backend")]
    pub(crate) enable_saturate_infinity: bool,

    /// Faster switching between models on one core
    #[arg(long)]
    #[argkind(job = "backend")]
    pub(crate) enable_fast_context_switch: bool,

    /// Lay out the output for faster loading
    #[arg(long)]
    #[argkind(job = "backend")]
    pub(crate) enable_fast_loading_neuron_binaries: bool,

    /// Where the compiler log goes
    #[arg(long, value_name = "PATH", default_value = "log-neuron-cc.txt")]
    pub(crate) logfile: String,

    /// Output file
    #[arg(long, value_name = "PATH", default_value = "file.neff")]
    pub(crate) output: String,

    /// Log level
    #[arg(long, value_name = "LEVEL", default_value = "warning", value_parser = log_level)]
    pub(crate) verbose: u32,

    /// Directory for intermediate files
    #[arg(long, value_name = "PATH")]
    pub(crate) workdir: Option<String>,

    /// Distribution strategy of the model
    #[arg(long, value_enum)]
    #[argkind(job = "frontend")]
    pub(crate) distribution_strategy: Option<DistributionStrategy>,

    /// Former name of --lnc
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=2))]
    #[argkind(hidden, deprecated(replacement = lnc))]
    pub(crate) num_neuroncores: Option<u8>,

    /// Former way to ask for -O1
    #[arg(long = "enable-experimental-O1")]
    #[argkind(
        earg,
        deprecated(instead = "-O1"),
        preset(optlevel = "1", enable_internal_call_graph = "true")
    )]
    #[serde(rename = "enable-experimental-O1")]
    pub(crate) enable_experimental_o1: bool,

    /// Parallel compile jobs
    #[arg(long, default_value_t = 8)]
    #[argkind(hidden)]
    pub(crate) num_parallel_jobs: u32,

    /// Pipeline steps to run
    #[arg(long, value_name = "STEP")]
    #[argkind(hidden, extend)]
    pub(crate) pipeline: Vec<String>,

    /// Directory for debug dumps
    #[arg(long, value_name = "PATH")]
    #[argkind(hidden)]
    pub(crate) dump: Option<String>,

    /// Times to repeat execution
    #[arg(long)]
    #[argkind(hidden, job = "backend")]
    pub(crate) execute_repetition: Option<u32>,

    /// Options handed to the tensorizer as they are
    #[arg(long, allow_hyphen_values = true)]
    #[argkind(hidden, job = "tensorizer")]
    pub(crate) tensorizer_options: Option<String>,

    /// Turn off descriptor generation engine use
    #[arg(long)]
    #[argkind(hidden, job = "backend")]
    pub(crate) disable_dge: bool,

    /// Scratchpad page size
    #[arg(long, value_name = "MB")]
    #[argkind(hidden, job = "backend")]
    pub(crate) hbm_scratchpad_page_size: Option<u32>,

    /// Layers unrolled per iteration
    #[arg(long)]
    #[argkind(hidden, job = "frontend")]
    pub(crate) layer_unroll_factor: Option<u32>,

    /// Keep rematerialised DMA transposes
    #[arg(long)]
    #[argkind(hidden, noable, job = "tensorizer")]
    pub(crate) keep_remat_dma_transpose: bool,

    /// Run partition-group layout and tiling
    #[arg(long, default_value_t = true)]
    #[argkind(hidden, noable, job = "tensorizer")]
    pub(crate) run_pg_layout_and_tiling: bool,

    /// Passes to skip (repeatable)
    #[arg(long, value_name = "NAME")]
    #[argkind(hidden, extend, job = "tensorizer")]
    pub(crate) skip_pass: Vec<String>,

    /// Run the backend verifier
    #[arg(long, value_name = "BOOL", default_value = "true", action = clap::ArgAction::Set, value_parser = argkind::str2bool())]
    #[argkind(hidden, job = "backend")]
    pub(crate) enable_verifier: bool,

    /// Options for the HLO to tensorizer stage
    #[arg(long, allow_hyphen_values = true)]
    #[argkind(job = "hlo2tensorizer")]
    pub(crate) internal_hlo2tensorizer_options: Option<String>,

    /// Options for the backend
    #[arg(long, allow_hyphen_values = true)]
    #[argkind(job = "backend")]
    pub(crate) internal_backend_options: Option<String>,

    /// Descriptor generation levels to enable
    #[arg(long, value_enum, value_name = "LEVEL")]
    #[argkind(extend, job = "backend")]
    pub(crate) internal_enable_dge_levels: Vec<DgeLevel>,

    /// No fused multiply-add on I/O tensors
    #[arg(long)]
    #[argkind(job = "backend")]
    pub(crate) internal_disable_fma_on_ios: bool,

    /// Instruction count limit
    #[arg(long, default_value_t = 15_000_000)]
    #[argkind(job = "backend")]
    pub(crate) internal_max_instruction_limit: u64,

    /// Hoist all-gather collectives
    #[arg(long)]
    #[argkind(job = "frontend")]
    pub(crate) internal_hoist_allgather: bool,

    /// Cores per engine
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=2))]
    #[argkind(job = "backend")]
    pub(crate) internal_num_neuroncores_per_sengine: Option<u8>,

    /// Rematerialise in HLO
    #[arg(long, default_value_t = true)]
    #[argkind(noable, job = "frontend")]
    pub(crate) internal_hlo_remat: bool,

    /// Compiler debug mode
    #[arg(long)]
    pub(crate) internal_compiler_debug_mode: Option<String>,

    /// Tensorizer optimisation level
    #[arg(long)]
    #[argkind(job = "tensorizer")]
    pub(crate) internal_tensorizer_opt_level: Option<String>,

    /// DMA ordering constraints
    #[arg(long, value_name = "JSON")]
    #[argkind(job = "backend")]
    pub(crate) internal_dma_order_constraints: Option<String>,

    /// Wrap the output in a NEFF wrapper
    #[arg(long)]
    #[argkind(enable_disable, job = "backend")]
    pub(crate) enable_internal_neff_wrapper: bool,

    /// Build a call graph
    #[arg(long)]
    #[argkind(job = "tensorizer")]
    pub(crate) enable_internal_call_graph: bool,

    /// Loop fusion in the tritium stage
    #[arg(long)]
    #[argkind(earg, noable, job = "tensorizer")]
    pub(crate) enable_tritium_loopfusion: bool,

    /// Treat fp8e4m3fn as fp8e4m3 (changes results)
    #[arg(long)]
    #[argkind(earg, job = "hlo2tensorizer")]
    pub(crate) experimental_unsafe_fp8e4m3fn_as_fp8e4m3: bool,

    /// Replay capture directory (invented for the example)
    #[arg(long, value_name = "PATH")]
    #[argkind(harg)]
    pub(crate) debug_replay_dir: Option<String>,
}

#[derive(Args, ArgKinds, Debug, Serialize)]
#[group(id = "list-operators")]
#[serde(rename_all = "kebab-case")]
pub(crate) struct ListOperatorsArgs {
    /// Framework whose operators to list
    #[arg(long, value_enum)]
    pub(crate) framework: Framework,
}

/// The format `catalog` prints the flag catalog in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum CatalogFormat {
    /// A Markdown table: flag, tier, stability, job, default, help
    Markdown,
    /// A JSON object: the command and one object per flag
    Json,
}

/// `neuronx_cc catalog`: a hidden subcommand (not in `--help`, completions or
/// man pages) for the driver's own developers.
#[derive(Args, ArgKinds, Debug, Serialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) struct CatalogArgs {
    /// Subcommand whose flags to list
    #[arg(value_name = "SUBCOMMAND", default_value = "compile", value_parser = ["compile", "list-operators"])]
    #[serde(skip)]
    pub(crate) subcommand: String,

    /// Output format
    #[arg(long, value_enum, default_value_t = CatalogFormat::Markdown)]
    pub(crate) format: CatalogFormat,
}

/// The flag catalog `catalog` prints (HARG flags and positionals left out),
/// ending with a newline.
pub(crate) fn catalog(cmd: &ArgKindCommand, args: &CatalogArgs) -> String {
    let registry = cmd.registry_of(&[&args.subcommand]).expect("the subcommand exists");
    match args.format {
        CatalogFormat::Markdown => registry.to_markdown(),
        CatalogFormat::Json => registry.to_json() + "\n",
    }
}

/// `neuronx_cc completions <SHELL>`.
#[derive(Args, ArgKinds, Debug)]
pub(crate) struct CompletionsArgs {
    /// Shell to write the completion script for
    #[arg(value_enum)]
    pub(crate) shell: argkind::Shell,
}

/// `neuronx_cc man [SUBCOMMAND]`.
#[derive(Args, ArgKinds, Debug, Serialize)]
pub(crate) struct ManArgs {
    /// Subcommand whose page to print (`neuronx_cc-SUBCOMMAND(1)`); the
    /// driver's own page when absent
    #[arg(value_name = "SUBCOMMAND", value_parser = ["compile", "list-operators", "completions", "man"])]
    pub(crate) subcommand: Option<String>,
}

/// Writes what `neuronx_cc completions SHELL` prints: the completion script
/// of the driver, PUBLIC flags only.
pub(crate) fn completions(
    cmd: &ArgKindCommand,
    args: &CompletionsArgs,
    out: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    cmd.completions(args.shell, "neuronx_cc", out)
}

/// Writes what `neuronx_cc man [SUBCOMMAND]` prints: the man page of the
/// driver or of one subcommand, PUBLIC flags only.
pub(crate) fn man_page(cmd: &ArgKindCommand, args: &ManArgs, out: &mut dyn std::io::Write) -> std::io::Result<()> {
    let path: Vec<&str> = args.subcommand.as_deref().into_iter().collect();
    let page = cmd.man(&path, argkind::Tiers::PUBLIC).expect("the subcommand exists");
    page.render(out)
}

/// The JSON object the driver prints for a successful parse: the subcommand, its input,
/// every flag's value keyed by long name, the flags the user set (in
/// command-line order) and the argv replayed to each job.
pub(crate) fn report(parsed: &Parsed<Cli>) -> Value {
    let (name, input, flags) = match &parsed.value.command {
        Command::Compile(args) => ("compile", json!(args.input), serde_json::to_value(args)),
        Command::ListOperators(args) => ("list-operators", Value::Null, serde_json::to_value(args)),
        Command::Catalog(args) => ("catalog", json!(args.subcommand), serde_json::to_value(args)),
        Command::Completions(args) => (
            "completions",
            Value::Null,
            Ok(json!({ "shell": args.shell.to_string() })),
        ),
        Command::Man(args) => ("man", Value::Null, serde_json::to_value(args)),
    };
    let flags = flags.expect("the flag structs serialize to JSON");
    let used: Vec<&str> = parsed.facts.used().iter().filter_map(|u| u.long()).collect();
    let jobs: Map<String, Value> = parsed
        .facts
        .jobs()
        .into_iter()
        .map(|job| (job.to_owned(), json!(parsed.facts.replay(job))))
        .collect();
    let sources: Map<String, Value> = parsed
        .facts
        .sources()
        .iter()
        .map(|p| (p.long().to_owned(), source_json(p)))
        .collect();
    json!({ "command": name, "input": input, "flags": flags, "used": used, "jobs": jobs, "sources": sources })
}

/// One flag's entry of `"sources"`: where its value came from, and what it
/// overrode (each with its value).
fn source_json(provenance: &argkind::Provenance) -> Value {
    let mut entry = source_fields(provenance.source());
    let overrode: Vec<Value> = provenance
        .overrode()
        .iter()
        .map(|setting| {
            let mut fields = source_fields(setting.source());
            fields.insert("value".to_owned(), json!(lossy(setting.values())));
            Value::Object(fields)
        })
        .collect();
    entry.insert("overrode".to_owned(), json!(overrode));
    if !provenance.value_sources().is_empty() {
        let each: Vec<Value> = provenance
            .value_sources()
            .iter()
            .map(|source| Value::Object(source_fields(source)))
            .collect();
        entry.insert("values".to_owned(), json!(each));
    }
    Value::Object(entry)
}

/// `{"from": ..., ...}` of one source: `default`, `env` (`variable`),
/// `command-line`, `preset` or `redirect` (`flag`), with where the token was:
/// `position` in the argv, `file` and `line` of a response file, or
/// `variable` and `word` of the flags variable.
fn source_fields(source: &argkind::Source) -> Map<String, Value> {
    use argkind::{Origin, Source};
    let (from, extra, at) = match source {
        Source::Default => ("default", None, None),
        Source::Env(name) => ("env", Some(("variable", name)), None),
        Source::CommandLine { at, spelling } => ("command-line", Some(("spelling", spelling)), at.as_ref()),
        Source::Preset { flag, at } => ("preset", Some(("flag", flag)), at.as_ref()),
        Source::Redirect { flag, at } => ("redirect", Some(("flag", flag)), at.as_ref()),
        _ => ("other", None, None),
    };
    let mut fields = Map::new();
    fields.insert("from".to_owned(), json!(from));
    if let Some((key, value)) = extra {
        fields.insert(key.to_owned(), json!(value));
    }
    match at {
        Some(Origin::Argv(position)) => {
            fields.insert("position".to_owned(), json!(position));
        }
        Some(Origin::ResponseFile { path, line }) => {
            fields.insert("file".to_owned(), json!(path.to_string_lossy()));
            fields.insert("line".to_owned(), json!(line));
        }
        Some(Origin::FlagsEnv { name, word }) => {
            fields.insert("variable".to_owned(), json!(name));
            fields.insert("word".to_owned(), json!(word));
        }
        _ => {}
    }
    fields
}

/// `values`, each written lossily.
fn lossy(values: &[std::ffi::OsString]) -> Vec<String> {
    values.iter().map(|v| v.to_string_lossy().into_owned()).collect()
}
