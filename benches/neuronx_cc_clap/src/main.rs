//! `neuronx_cc_clap`: the example driver `neuronx_cc` written with plain clap,
//! for the footprint comparison and whole-process benchmarks.
//!
//! The same subcommands (but the hidden `catalog`, which needs argkind's
//! registry), flags, value parsers, defaults and help texts as
//! `examples/neuronx_cc/cli.rs`, with what a plain clap driver writes in
//! place of argkind: `hide = true` on every non-public flag, a separate
//! `--no-x` / `--disable-x` flag for each pair (the last one given wins),
//! a hand-written redirect and preset for the two deprecated flags, clap's
//! `BoolishValueParser` for the strict boolean. It prints the S12 JSON
//! object without `jobs`.
//!
//! ```text
//! cargo run -p neuronx-cc-clap -- compile model.pb --target trn2 --lnc 1
//! cargo build --release -p neuronx-cc-clap   # target/release/neuronx_cc_clap
//! ```

use clap::builder::BoolishValueParser;
use clap::parser::ValueSource;
use clap::{ArgAction, ArgMatches, Args, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};
use serde::Serialize;
use serde_json::{json, Value};

/// Neuron compiler driver (argkind example: parses, prints JSON, compiles nothing)
#[derive(Parser, Debug)]
#[command(name = "neuronx_cc", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

// One value per run: the size of `Compile` does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Subcommand, Debug)]
enum Command {
    /// Compile a model into a NEFF
    Compile(CompileArgs),
    /// List the operators a framework supports
    ListOperators(ListOperatorsArgs),
    /// Print the shell completion script
    Completions(CompletionsArgs),
    /// Print the man page, in roff
    Man(ManArgs),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize)]
enum Framework {
    #[value(name = "XLA")]
    #[serde(rename = "XLA")]
    Xla,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "lowercase")]
enum Target {
    Inf2,
    Trn1,
    Trn1n,
    Trn2,
    Trn3,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "kebab-case")]
enum ModelType {
    Generic,
    Transformer,
    UnetInference,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "lowercase")]
enum AutoCast {
    None,
    Matmult,
    All,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize)]
enum AutoCastType {
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
enum DistributionStrategy {
    LlmTraining,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "snake_case")]
enum DgeLevel {
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

#[derive(Args, Debug, Serialize)]
#[group(id = "compile")]
#[serde(rename_all = "kebab-case")]
struct CompileArgs {
    /// Model file to compile
    #[serde(skip)]
    input: String,

    /// Framework the input model comes from
    #[arg(long, value_enum, default_value_t = Framework::Xla)]
    framework: Framework,

    /// Hardware generation to compile for
    #[arg(long, value_enum)]
    target: Option<Target>,

    /// Model family, selects family-specific optimisations
    #[arg(long, value_enum, default_value_t = ModelType::Generic)]
    model_type: ModelType,

    /// Which operations may be cast to a lower precision
    #[arg(long, value_enum, default_value_t = AutoCast::None)]
    auto_cast: AutoCast,

    /// Lower precision used by --auto-cast
    #[arg(long, value_enum, default_value_t = AutoCastType::Bf16)]
    auto_cast_type: AutoCastType,

    /// Physical cores per logical core
    #[arg(long, visible_alias = "logical-nc-config", default_value_t = 2, value_parser = clap::value_parser!(u8).range(1..=2))]
    lnc: u8,

    /// Optimisation level; -O1 is the same as --optlevel=1
    #[arg(long, short = 'O', default_value_t = 2, value_parser = clap::value_parser!(u8).range(1..=3))]
    optlevel: u8,

    /// Accumulate in higher precision
    #[arg(
        long,
        default_value_t = true,
        overrides_with = "disable_mixed_precision_accumulation"
    )]
    enable_mixed_precision_accumulation: bool,

    /// Accumulate in the input precision
    #[arg(long, overrides_with = "enable_mixed_precision_accumulation")]
    #[serde(skip)]
    disable_mixed_precision_accumulation: bool,

    /// Saturate infinities to the largest finite value
    #[arg(long)]
    enable_saturate_infinity: bool,

    /// Faster switching between models on one core
    #[arg(long)]
    enable_fast_context_switch: bool,

    /// Lay out the output for faster loading
    #[arg(long)]
    enable_fast_loading_neuron_binaries: bool,

    /// Where the compiler log goes
    #[arg(long, value_name = "PATH", default_value = "log-neuron-cc.txt")]
    logfile: String,

    /// Output file
    #[arg(long, value_name = "PATH", default_value = "file.neff")]
    output: String,

    /// Log level
    #[arg(long, value_name = "LEVEL", default_value = "warning", value_parser = log_level)]
    verbose: u32,

    /// Directory for intermediate files
    #[arg(long, value_name = "PATH")]
    workdir: Option<String>,

    /// Distribution strategy of the model
    #[arg(long, value_enum)]
    distribution_strategy: Option<DistributionStrategy>,

    /// Former name of --lnc
    #[arg(long, hide = true, value_parser = clap::value_parser!(u8).range(1..=2))]
    num_neuroncores: Option<u8>,

    /// Former way to ask for -O1
    #[arg(long = "enable-experimental-O1", hide = true)]
    #[serde(rename = "enable-experimental-O1")]
    enable_experimental_o1: bool,

    /// Parallel compile jobs
    #[arg(long, hide = true, default_value_t = 8)]
    num_parallel_jobs: u32,

    /// Pipeline steps to run
    #[arg(long, hide = true, value_name = "STEP", num_args = 1.., action = ArgAction::Append)]
    pipeline: Vec<String>,

    /// Directory for debug dumps
    #[arg(long, hide = true, value_name = "PATH")]
    dump: Option<String>,

    /// Times to repeat execution
    #[arg(long, hide = true)]
    execute_repetition: Option<u32>,

    /// Options handed to the tensorizer as they are
    #[arg(long, hide = true, allow_hyphen_values = true)]
    tensorizer_options: Option<String>,

    /// Turn off descriptor generation engine use
    #[arg(long, hide = true)]
    disable_dge: bool,

    /// Scratchpad page size
    #[arg(long, hide = true, value_name = "MB")]
    hbm_scratchpad_page_size: Option<u32>,

    /// Layers unrolled per iteration
    #[arg(long, hide = true)]
    layer_unroll_factor: Option<u32>,

    /// Keep rematerialised DMA transposes
    #[arg(long, hide = true, overrides_with = "no_keep_remat_dma_transpose")]
    keep_remat_dma_transpose: bool,

    /// Drop rematerialised DMA transposes
    #[arg(long, hide = true, overrides_with = "keep_remat_dma_transpose")]
    #[serde(skip)]
    no_keep_remat_dma_transpose: bool,

    /// Run partition-group layout and tiling
    #[arg(
        long,
        hide = true,
        default_value_t = true,
        overrides_with = "no_run_pg_layout_and_tiling"
    )]
    run_pg_layout_and_tiling: bool,

    /// Skip partition-group layout and tiling
    #[arg(long, hide = true, overrides_with = "run_pg_layout_and_tiling")]
    #[serde(skip)]
    no_run_pg_layout_and_tiling: bool,

    /// Passes to skip (repeatable)
    #[arg(long, hide = true, value_name = "NAME", num_args = 1.., action = ArgAction::Append)]
    skip_pass: Vec<String>,

    /// Run the backend verifier
    #[arg(long, hide = true, value_name = "BOOL", default_value = "true", action = ArgAction::Set, value_parser = BoolishValueParser::new())]
    enable_verifier: bool,

    /// Options for the HLO to tensorizer stage
    #[arg(long, hide = true, allow_hyphen_values = true)]
    internal_hlo2tensorizer_options: Option<String>,

    /// Options for the backend
    #[arg(long, hide = true, allow_hyphen_values = true)]
    internal_backend_options: Option<String>,

    /// Descriptor generation levels to enable
    #[arg(long, hide = true, value_enum, value_name = "LEVEL", num_args = 1.., action = ArgAction::Append)]
    internal_enable_dge_levels: Vec<DgeLevel>,

    /// No fused multiply-add on I/O tensors
    #[arg(long, hide = true)]
    internal_disable_fma_on_ios: bool,

    /// Instruction count limit
    #[arg(long, hide = true, default_value_t = 15_000_000)]
    internal_max_instruction_limit: u64,

    /// Hoist all-gather collectives
    #[arg(long, hide = true)]
    internal_hoist_allgather: bool,

    /// Cores per engine
    #[arg(long, hide = true, value_parser = clap::value_parser!(u8).range(1..=2))]
    internal_num_neuroncores_per_sengine: Option<u8>,

    /// Rematerialise in HLO
    #[arg(long, hide = true, default_value_t = true, overrides_with = "no_internal_hlo_remat")]
    internal_hlo_remat: bool,

    /// Do not rematerialise in HLO
    #[arg(long, hide = true, overrides_with = "internal_hlo_remat")]
    #[serde(skip)]
    no_internal_hlo_remat: bool,

    /// Compiler debug mode
    #[arg(long, hide = true)]
    internal_compiler_debug_mode: Option<String>,

    /// Tensorizer optimisation level
    #[arg(long, hide = true)]
    internal_tensorizer_opt_level: Option<String>,

    /// DMA ordering constraints
    #[arg(long, hide = true, value_name = "JSON")]
    internal_dma_order_constraints: Option<String>,

    /// Wrap the output in a NEFF wrapper
    #[arg(long, hide = true, overrides_with = "disable_internal_neff_wrapper")]
    enable_internal_neff_wrapper: bool,

    /// Do not wrap the output in a NEFF wrapper
    #[arg(long, hide = true, overrides_with = "enable_internal_neff_wrapper")]
    #[serde(skip)]
    disable_internal_neff_wrapper: bool,

    /// Build a call graph
    #[arg(long, hide = true)]
    enable_internal_call_graph: bool,

    /// Loop fusion in the tritium stage
    #[arg(long, hide = true, overrides_with = "no_enable_tritium_loopfusion")]
    enable_tritium_loopfusion: bool,

    /// No loop fusion in the tritium stage
    #[arg(long, hide = true, overrides_with = "enable_tritium_loopfusion")]
    #[serde(skip)]
    no_enable_tritium_loopfusion: bool,

    /// Treat fp8e4m3fn as fp8e4m3 (changes results)
    #[arg(long, hide = true)]
    experimental_unsafe_fp8e4m3fn_as_fp8e4m3: bool,

    /// Replay capture directory (invented for the example)
    #[arg(long, hide = true, value_name = "PATH")]
    debug_replay_dir: Option<String>,
}

impl CompileArgs {
    /// What argkind does for the example, written by hand: each pair's last
    /// spelling wins (clap's `overrides_with` leaves the other at its
    /// default), the deprecated flags warn, redirect and preset.
    fn settle(&mut self) {
        self.enable_mixed_precision_accumulation &= !self.disable_mixed_precision_accumulation;
        self.keep_remat_dma_transpose &= !self.no_keep_remat_dma_transpose;
        self.run_pg_layout_and_tiling &= !self.no_run_pg_layout_and_tiling;
        self.internal_hlo_remat &= !self.no_internal_hlo_remat;
        self.enable_internal_neff_wrapper &= !self.disable_internal_neff_wrapper;
        self.enable_tritium_loopfusion &= !self.no_enable_tritium_loopfusion;
        if let Some(lnc) = self.num_neuroncores {
            eprintln!(
                "warning: --num-neuroncores is deprecated and will be removed in a future release. Use --lnc instead."
            );
            self.lnc = lnc;
        }
        if self.enable_experimental_o1 {
            eprintln!("warning: --enable-experimental-O1 is deprecated and will be removed in a future release. Use -O1 instead.");
            self.optlevel = 1;
            self.enable_internal_call_graph = true;
        }
    }
}

#[derive(Args, Debug, Serialize)]
#[group(id = "list-operators")]
#[serde(rename_all = "kebab-case")]
struct ListOperatorsArgs {
    /// Framework whose operators to list
    #[arg(long, value_enum)]
    framework: Framework,
}

/// `neuronx_cc completions <SHELL>`.
#[derive(Args, Debug)]
struct CompletionsArgs {
    /// Shell to write the completion script for
    #[arg(value_enum)]
    shell: clap_complete::Shell,
}

/// `neuronx_cc man [SUBCOMMAND]`.
#[derive(Args, Debug, Serialize)]
struct ManArgs {
    /// Subcommand whose page to print (`neuronx_cc-SUBCOMMAND(1)`); the
    /// driver's own page when absent
    #[arg(value_name = "SUBCOMMAND", value_parser = ["compile", "list-operators", "completions", "man"])]
    subcommand: Option<String>,
}

fn main() {
    let matches = Cli::command().get_matches();
    let mut cli = Cli::from_arg_matches(&matches).unwrap_or_else(|err| err.exit());
    let (name, sub) = matches.subcommand().expect("a subcommand is required");
    let result = match &mut cli.command {
        Command::Completions(args) => {
            clap_complete::generate(args.shell, &mut Cli::command(), "neuronx_cc", &mut std::io::stdout());
            Ok(())
        }
        Command::Man(args) => man_page(args, &mut std::io::stdout().lock()),
        Command::Compile(args) => {
            args.settle();
            let flags = serde_json::to_value(&*args);
            println!("{}", report(name, json!(args.input), flags, sub));
            Ok(())
        }
        Command::ListOperators(args) => {
            let flags = serde_json::to_value(&*args);
            println!("{}", report(name, Value::Null, flags, sub));
            Ok(())
        }
    };
    match result {
        Err(err) if err.kind() != std::io::ErrorKind::BrokenPipe => {
            eprintln!("error: {err}");
            std::process::exit(1);
        }
        _ => {}
    }
}

/// Writes the man page of the driver or of one subcommand.
fn man_page(args: &ManArgs, out: &mut dyn std::io::Write) -> std::io::Result<()> {
    let mut cmd = Cli::command();
    cmd.build();
    let page = match &args.subcommand {
        None => cmd,
        Some(name) => {
            let sub = cmd.find_subcommand(name).expect("the subcommand exists").clone();
            let page_name = format!("{}-{}", cmd.get_name(), sub.get_name());
            sub.name(page_name)
        }
    };
    clap_mangen::Man::new(page).render(out)
}

/// The S12 object without `jobs`: `used` lists the long names of the flags
/// given on the command line, in command-line order (a pair's negation as
/// its positive flag).
fn report(name: &str, input: Value, flags: serde_json::Result<Value>, sub: &ArgMatches) -> Value {
    let flags = flags.expect("the flag structs serialize to JSON");
    let cmd = Cli::command();
    let cmd = cmd.find_subcommand(name).expect("the subcommand exists");
    let mut used: Vec<(usize, String)> = Vec::new();
    for arg in cmd.get_arguments() {
        let id = arg.get_id().as_str();
        let (Some(long), Some(ValueSource::CommandLine)) = (arg.get_long(), sub.value_source(id)) else {
            continue;
        };
        let positive = ["no-", "disable-"]
            .iter()
            .find_map(|prefix| long.strip_prefix(prefix))
            .map(|rest| match rest {
                "mixed-precision-accumulation" | "internal-neff-wrapper" => format!("enable-{rest}"),
                _ => rest.to_owned(),
            })
            .filter(|positive| cmd.get_arguments().any(|a| a.get_long() == Some(positive)))
            .unwrap_or_else(|| long.to_owned());
        used.push((sub.index_of(id).unwrap_or(usize::MAX), positive));
    }
    used.sort();
    let used: Vec<String> = used.into_iter().map(|(_, long)| long).collect();
    json!({ "command": name, "input": input, "flags": flags, "used": used })
}
