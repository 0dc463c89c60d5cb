//! `#[derive(ArgKinds)]` (contract S10): what it declares for real clap
//! structs and subcommand enums, read back through `CommandSpec`'s getters.

extern crate alloc;

use argkind::{ArgKind, ArgKinds, ArgSpec, CommandSpec, Pair};
use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;

#[derive(Parser, ArgKinds)]
#[command(name = "tool")]
struct Cli {
    /// A positional without declarations.
    input: Option<String>,

    #[arg(long)]
    #[argkind(hidden)]
    dump_ir: bool,

    #[arg(long)]
    #[argkind(earg, job = "backend")]
    experimental_tiling: Option<u32>,

    #[arg(long)]
    #[argkind(harg)]
    debug_replay_dir: Option<String>,

    /// INTERNAL by its name (S3): nothing to declare.
    #[arg(long)]
    internal_hlo_remat: bool,

    /// INTERNAL by its name and by declaration: both agree.
    #[arg(long)]
    #[argkind(internal)]
    internal_neff_wrapper: bool,

    #[arg(long)]
    #[argkind(noable)]
    fast_math: bool,

    #[arg(long)]
    #[argkind(enable_disable)]
    enable_fusion: bool,

    #[arg(long = "enable-internal-tiling")]
    #[argkind(enable_disable, internal)]
    tiling: bool,

    #[arg(long)]
    #[argkind(deprecated)]
    old_flag: bool,

    #[arg(long)]
    #[argkind(deprecated(replacement = opt_level))]
    optlevel: Option<u8>,

    /// An explicit clap id.
    #[arg(long = "opt-level", id = "opt")]
    opt_level: Option<u8>,

    #[arg(long)]
    #[argkind(extend)]
    skip_pass: Vec<String>,

    #[arg(long)]
    #[argkind(preset(opt_level = 3, fast_math = true, target = "trn2", ratio = -0.5))]
    max_perf: bool,

    #[arg(long)]
    target: Option<String>,

    #[arg(long, allow_negative_numbers = true)]
    ratio: Option<f64>,

    /// Several keys in several attributes.
    #[arg(short = 'W', long)]
    #[argkind(hidden)]
    #[argkind(job = "linker", deprecated)]
    warn_all: bool,

    /// A raw identifier: its clap id is `type`.
    #[arg(long)]
    #[argkind(hidden)]
    r#type: Option<String>,

    #[arg(skip)]
    _state: u32,

    #[command(flatten)]
    common: Common,

    #[command(flatten)]
    #[argkind(plain)]
    plain: PlainArgs,

    #[command(subcommand)]
    command: Option<Commands>,
}

/// Flattened into `Cli`; its container job applies to its own flags and to
/// those of the struct it flattens, as clap's derive gives a flattened
/// struct's arguments the help heading of the struct that flattens it.
#[derive(Args, ArgKinds)]
#[argkind(job = "frontend")]
struct Common {
    #[arg(long)]
    verbose: bool,

    #[arg(long)]
    #[argkind(job = "backend")]
    log_dir: Option<String>,

    #[arg(long)]
    #[argkind(hidden)]
    trace: bool,

    #[command(flatten)]
    nested: Nested,
}

#[derive(Args, ArgKinds)]
struct Nested {
    #[arg(long)]
    #[argkind(earg)]
    nested_knob: bool,

    #[arg(long)]
    nested_plain: bool,
}

/// A clap struct that does not derive `ArgKinds`: flattening it compiles
/// and declares nothing.
#[derive(Args)]
struct PlainArgs {
    #[arg(long)]
    plain_flag: bool,
}

#[derive(Subcommand, ArgKinds)]
enum Commands {
    /// A tuple variant: `CompileArgs` declares inside `compile`.
    #[argkind(job = "compiler")]
    Compile(CompileArgs),

    /// A struct variant.
    ListOperators {
        #[arg(long)]
        #[argkind(hidden)]
        framework: Option<String>,

        #[arg(long)]
        #[argkind(deprecated(replacement = framework))]
        fw: Option<String>,

        #[arg(long)]
        verbose: bool,
    },

    /// A unit variant.
    Version,

    /// A renamed variant with a job on a struct variant.
    #[command(name = "dump")]
    #[argkind(job = "dumper")]
    DumpState {
        #[arg(long)]
        #[argkind(earg)]
        all: bool,
    },

    /// A boxed tuple variant.
    Boxed(Box<BoxedArgs>),

    /// Subcommands of another enum join this one.
    #[command(flatten)]
    More(MoreCommands),

    /// A subcommand whose arguments do not derive `ArgKinds`.
    #[argkind(plain)]
    Plain(PlainArgs),

    /// Nested subcommands.
    #[command(subcommand)]
    Nest(NestedCommands),

    #[command(external_subcommand)]
    External(Vec<String>),
}

#[derive(Args, ArgKinds)]
struct CompileArgs {
    #[arg(long)]
    #[argkind(internal)]
    internal_x: bool,

    #[arg(long)]
    #[argkind(job = "assembler")]
    asm_flags: Option<String>,
}

#[derive(Args, ArgKinds)]
struct BoxedArgs {
    #[arg(long)]
    #[argkind(harg)]
    secret: bool,
}

#[derive(Subcommand, ArgKinds)]
enum MoreCommands {
    Extra {
        #[arg(long)]
        #[argkind(hidden)]
        extra_flag: bool,
    },
}

#[derive(Subcommand, ArgKinds)]
enum NestedCommands {
    Inner {
        #[arg(long)]
        #[argkind(earg)]
        deep: bool,
    },
}

fn arg<'s>(spec: &'s CommandSpec, id: &str) -> &'s ArgSpec {
    spec.get_arg(id)
        .unwrap_or_else(|| panic!("`{id}` is not declared in {spec:?}"))
}

#[test]
fn tiers_are_declared() {
    let spec = Cli::command_spec();
    assert_eq!(arg(&spec, "dump_ir").get_kind(), Some(ArgKind::Hidden));
    assert_eq!(arg(&spec, "experimental_tiling").get_kind(), Some(ArgKind::Earg));
    assert_eq!(arg(&spec, "debug_replay_dir").get_kind(), Some(ArgKind::Harg));
    assert_eq!(arg(&spec, "internal_neff_wrapper").get_kind(), Some(ArgKind::Internal));
    assert_eq!(arg(&spec, "tiling").get_kind(), Some(ArgKind::Internal));
}

#[test]
fn plain_fields_are_not_declared() {
    let spec = Cli::command_spec();
    for id in [
        "input",
        "internal_hlo_remat",
        "target",
        "ratio",
        "_state",
        "common",
        "plain",
    ] {
        assert!(spec.get_arg(id).is_none(), "`{id}` is declared");
    }
}

#[test]
fn jobs_are_declared() {
    let spec = Cli::command_spec();
    assert_eq!(arg(&spec, "experimental_tiling").get_job(), Some("backend"));
    assert_eq!(arg(&spec, "warn_all").get_job(), Some("linker"));
    assert_eq!(arg(&spec, "dump_ir").get_job(), None);
}

#[test]
fn pairs_are_declared() {
    let spec = Cli::command_spec();
    assert_eq!(arg(&spec, "fast_math").get_pair(), Some(Pair::Noable));
    assert_eq!(arg(&spec, "enable_fusion").get_pair(), Some(Pair::EnableDisable));
    assert_eq!(arg(&spec, "tiling").get_pair(), Some(Pair::EnableDisable));
    assert_eq!(arg(&spec, "dump_ir").get_pair(), None);
}

#[test]
fn deprecations_are_declared_with_the_replacement_id() {
    let spec = Cli::command_spec();
    let old = arg(&spec, "old_flag");
    assert!(old.is_deprecated());
    assert_eq!(old.get_replacement(), None);
    let optlevel = arg(&spec, "optlevel");
    assert!(optlevel.is_deprecated());
    // `opt_level` has the explicit clap id `opt`.
    assert_eq!(optlevel.get_replacement(), Some("opt"));
    assert!(!arg(&spec, "dump_ir").is_deprecated());
}

#[test]
fn extend_is_declared() {
    let spec = Cli::command_spec();
    assert!(arg(&spec, "skip_pass").is_extend());
    assert!(!arg(&spec, "dump_ir").is_extend());
}

#[test]
fn presets_are_declared_by_target_id_in_order() {
    let spec = Cli::command_spec();
    let presets: Vec<(&str, &str)> = arg(&spec, "max_perf").get_presets().collect();
    assert_eq!(
        presets,
        [
            ("opt", "3"),
            ("fast_math", "true"),
            ("target", "trn2"),
            ("ratio", "-0.5")
        ]
    );
}

#[test]
fn keys_from_several_attributes_combine() {
    let spec = Cli::command_spec();
    let warn_all = arg(&spec, "warn_all");
    assert_eq!(warn_all.get_kind(), Some(ArgKind::Hidden));
    assert_eq!(warn_all.get_job(), Some("linker"));
    assert!(warn_all.is_deprecated());
}

#[test]
fn raw_identifiers_lose_their_prefix() {
    let spec = Cli::command_spec();
    assert_eq!(arg(&spec, "type").get_kind(), Some(ArgKind::Hidden));
}

#[test]
fn container_job_applies_to_its_own_fields() {
    let spec = Cli::command_spec();
    let verbose = arg(&spec, "verbose");
    assert_eq!(verbose.get_job(), Some("frontend"));
    assert_eq!(verbose.get_kind(), None);
    assert_eq!(arg(&spec, "log_dir").get_job(), Some("backend"));
    let trace = arg(&spec, "trace");
    assert_eq!(trace.get_kind(), Some(ArgKind::Hidden));
    assert_eq!(trace.get_job(), Some("frontend"));
}

#[test]
fn flattened_structs_declare_into_the_same_command() {
    let spec = Cli::command_spec();
    let knob = arg(&spec, "nested_knob");
    assert_eq!(knob.get_kind(), Some(ArgKind::Earg));
    // `Common`'s job reaches the flags of the struct it flattens.
    assert_eq!(knob.get_job(), Some("frontend"));
    assert_eq!(arg(&spec, "nested_plain").get_job(), Some("frontend"));
    assert_eq!(arg(&spec, "nested_plain").get_kind(), None);
}

#[test]
fn a_flattened_struct_without_the_derive_declares_nothing() {
    let spec = Cli::command_spec();
    assert!(spec.get_arg("plain_flag").is_none());
    let plain = spec.get_subcommand("plain").expect("subcommand `plain`");
    assert!(plain.get_arg("plain_flag").is_none());
}

#[test]
fn tuple_variants_declare_inside_their_subcommand() {
    let spec = Cli::command_spec();
    let compile = spec.get_subcommand("compile").expect("subcommand `compile`");
    assert_eq!(arg(compile, "internal_x").get_kind(), Some(ArgKind::Internal));
    assert_eq!(arg(compile, "asm_flags").get_job(), Some("assembler"));
    assert!(spec.get_arg("internal_x").is_none());
    let boxed = spec.get_subcommand("boxed").expect("subcommand `boxed`");
    assert_eq!(arg(boxed, "secret").get_kind(), Some(ArgKind::Harg));
}

#[test]
fn variant_job_is_the_subcommand_default_job() {
    let spec = Cli::command_spec();
    let compile = spec.get_subcommand("compile").expect("subcommand `compile`");
    assert_eq!(compile.get_default_job(), Some("compiler"));
    let dump = spec.get_subcommand("dump").expect("subcommand `dump`");
    assert_eq!(dump.get_default_job(), Some("dumper"));
    // The variant job is the subcommand's default, not stamped on each field.
    assert_eq!(arg(dump, "all").get_job(), None);
    let version = spec.get_subcommand("version").expect("subcommand `version`");
    assert_eq!(version.get_default_job(), None);
}

#[test]
fn struct_variants_declare_their_fields() {
    let spec = Cli::command_spec();
    let list = spec
        .get_subcommand("list-operators")
        .expect("subcommand `list-operators`");
    assert_eq!(arg(list, "framework").get_kind(), Some(ArgKind::Hidden));
    assert_eq!(arg(list, "fw").get_replacement(), Some("framework"));
    assert!(list.get_arg("verbose").is_none());
}

#[test]
fn unit_and_renamed_variants_are_subcommands() {
    let spec = Cli::command_spec();
    assert!(spec.get_subcommand("version").is_some());
    assert!(spec.get_subcommand("dump-state").is_none());
    let dump = spec.get_subcommand("dump").expect("subcommand `dump`");
    assert_eq!(arg(dump, "all").get_kind(), Some(ArgKind::Earg));
}

#[test]
fn flattened_and_nested_subcommands_compose() {
    let spec = Cli::command_spec();
    let extra = spec.get_subcommand("extra").expect("subcommand `extra`");
    assert_eq!(arg(extra, "extra_flag").get_kind(), Some(ArgKind::Hidden));
    assert!(spec.get_subcommand("more").is_none());
    let nest = spec.get_subcommand("nest").expect("subcommand `nest`");
    let inner = nest.get_subcommand("inner").expect("subcommand `nest inner`");
    assert_eq!(arg(inner, "deep").get_kind(), Some(ArgKind::Earg));
}

#[test]
fn external_subcommands_are_not_declared() {
    let spec = Cli::command_spec();
    assert!(spec.get_subcommand("external").is_none());
    let cli = Cli::try_parse_from(["tool", "model.pb", "frobnicate", "--x"]).expect("parses");
    match cli.command {
        Some(Commands::External(argv)) => assert_eq!(argv, ["frobnicate", "--x"]),
        _ => panic!("not an external subcommand"),
    }
}

#[test]
fn clap_still_parses_the_derived_cli() {
    use clap::CommandFactory;
    Cli::command().debug_assert();
    let cli = Cli::try_parse_from(["tool", "--dump-ir", "--enable-internal-tiling", "compile"]).expect("parses");
    assert!(cli.dump_ir);
    assert!(cli.tiling);
    assert!(matches!(cli.command, Some(Commands::Compile(_))));
}

/// The enum's `rename_all` decides the subcommand names.
#[derive(Subcommand, ArgKinds)]
#[command(rename_all = "snake_case")]
enum Snake {
    ListThings {
        #[arg(long)]
        #[argkind(hidden)]
        all: bool,
    },
    #[command(rename_all = "UPPER")]
    ShoutThings,
}

#[test]
fn rename_all_names_the_subcommands() {
    let spec = Snake::command_spec();
    let list = spec.get_subcommand("list_things").expect("subcommand `list_things`");
    assert_eq!(arg(list, "all").get_kind(), Some(ArgKind::Hidden));
    assert!(spec.get_subcommand("SHOUTTHINGS").is_some());
}

/// With `rename_all = "snake_case"`, clap's long of `internal_x` is
/// `--internal_x`, which the S3 rule does not make INTERNAL: `hidden` is
/// not a contradiction.
#[derive(Parser, ArgKinds)]
#[command(rename_all = "snake_case")]
struct SnakeCli {
    #[arg(long)]
    #[argkind(hidden)]
    internal_x: bool,
}

#[test]
fn rename_all_decides_the_long_the_rule_sees() {
    let spec = SnakeCli::command_spec();
    assert_eq!(arg(&spec, "internal_x").get_kind(), Some(ArgKind::Hidden));
}

/// Generic structs keep their generics in the impl.
#[derive(Parser, ArgKinds)]
struct Generic<T: Args> {
    #[command(flatten)]
    inner: T,

    #[arg(long)]
    #[argkind(hidden)]
    outer: bool,
}

#[test]
fn generic_structs_derive() {
    let spec = Generic::<Nested>::command_spec();
    assert_eq!(arg(&spec, "outer").get_kind(), Some(ArgKind::Hidden));
    // The flattened type parameter's own declarations: they used to be
    // lost, the impl not seeing that `Nested` derives `ArgKinds`.
    assert_eq!(arg(&spec, "nested_knob").get_kind(), Some(ArgKind::Earg));
}

/// A generic struct whose type parameter is marked `plain`: its type
/// argument may be a struct of another crate that does not derive
/// `ArgKinds`, and the struct's own declarations still count.
#[derive(Args, ArgKinds)]
struct GenericOverPlain<T: Args> {
    #[command(flatten)]
    #[argkind(plain)]
    inner: T,

    #[arg(long)]
    #[argkind(hidden)]
    trace: bool,
}

#[derive(Parser, ArgKinds)]
struct OverPlainCli {
    #[command(flatten)]
    common: GenericOverPlain<ThirdParty>,
}

#[test]
fn a_generic_struct_over_a_plain_type_parameter_keeps_its_own_declarations() {
    let spec = OverPlainCli::command_spec();
    assert_eq!(arg(&spec, "trace").get_kind(), Some(ArgKind::Hidden));
    // The type argument's own flags are PUBLIC, declared by nothing.
    assert!(spec.get_arg("unroll").is_none());
    // And it derives `ArgKinds` over a type parameter that does.
    let spec = GenericOverPlain::<Nested>::command_spec();
    assert_eq!(arg(&spec, "trace").get_kind(), Some(ArgKind::Hidden));
}

/// A generic subcommand enum: a variant whose arguments are a type
/// parameter, and a type parameter's subcommands flattened in.
#[derive(Subcommand, ArgKinds)]
enum GenericCommands<A: Args, S: Subcommand> {
    Run(A),
    #[command(flatten)]
    More(S),
}

#[derive(Parser, ArgKinds)]
struct GenericEnumCli {
    #[command(subcommand)]
    command: GenericCommands<Nested, MoreCommands>,
}

#[test]
fn generic_enums_keep_their_type_parameters_declarations() {
    let spec = GenericEnumCli::command_spec();
    let run = spec.get_subcommand("run").expect("subcommand `run`");
    assert_eq!(arg(run, "nested_knob").get_kind(), Some(ArgKind::Earg));
    let extra = spec.get_subcommand("extra").expect("subcommand `extra`");
    assert_eq!(arg(extra, "extra_flag").get_kind(), Some(ArgKind::Hidden));
}

/// A unit struct declares nothing.
#[derive(Parser, ArgKinds)]
struct Empty;

#[test]
fn unit_structs_derive() {
    let spec = Empty::command_spec();
    assert!(spec.get_arg("anything").is_none());
}

/// A container job alone declares every flag field with that job; a
/// positional argument (`file`) gets none.
#[derive(Parser, ArgKinds)]
#[argkind(job = "backend")]
struct JobOnly {
    #[arg(long)]
    level: Option<u8>,

    file: Option<String>,
}

#[test]
fn a_container_job_alone_declares_every_flag() {
    let spec = JobOnly::command_spec();
    assert_eq!(arg(&spec, "level").get_job(), Some("backend"));
    assert!(spec.get_arg("file").is_none(), "{spec:?}");
    assert_eq!(arg(&spec, "level").get_kind(), None);
}

/// Flags of a flattened struct, one with an id of its own, and one more
/// struct flattened into it that does not derive `ArgKinds`.
#[derive(Args, ArgKinds)]
struct Shared {
    #[arg(long)]
    level: Option<u8>,
    #[arg(id = "math", long = "fast-math")]
    fast_math: bool,
    #[command(flatten)]
    #[argkind(plain)]
    third_party: ThirdParty,
}

#[derive(Args)]
struct ThirdParty {
    #[arg(long)]
    unroll: Option<u32>,
}

#[derive(Parser, ArgKinds)]
#[command(name = "tool")]
struct Paths {
    #[command(flatten)]
    shared: Shared,
    #[arg(long)]
    #[argkind(preset(shared.level = 2, shared.fast_math = true, shared.third_party.unroll = 4, "--color" = "never"))]
    quick: bool,
    #[arg(long)]
    #[argkind(deprecated(replacement = shared.level))]
    old_level: Option<u8>,
    #[arg(long)]
    #[argkind(deprecated(replacement = "--fast-math"))]
    old_math: bool,
    #[arg(long, global = true)]
    color: Option<String>,
}

#[test]
fn targets_through_flattened_structs_are_declared_by_their_clap_ids() {
    let spec = Paths::command_spec();
    let presets: Vec<(&str, &str)> = arg(&spec, "quick").get_presets().collect();
    // `math` is the id `Shared` gives `fast_math`; `ThirdParty` does not
    // derive `ArgKinds`, so `unroll` is the id clap's derive gives the field.
    assert_eq!(
        presets,
        [("level", "2"), ("math", "true"), ("unroll", "4"), ("--color", "never")]
    );
    assert_eq!(arg(&spec, "old_level").get_replacement(), Some("level"));
    assert_eq!(arg(&spec, "old_math").get_replacement(), Some("--fast-math"));
}

/// A generic struct that flattens its type parameter, flattened in turn.
#[derive(Args, ArgKinds)]
struct Wrapped<T: Args> {
    #[command(flatten)]
    inner: T,
}

#[derive(Parser, ArgKinds)]
#[command(name = "tool")]
struct ThroughGeneric {
    #[command(flatten)]
    wrapped: Wrapped<Shared>,
    #[arg(long)]
    #[argkind(preset(wrapped.inner.fast_math = true))]
    quick: bool,
}

#[test]
fn targets_through_a_generic_struct_are_declared_by_their_clap_ids() {
    // `math` is the id `Shared` gives `fast_math`, which the path reaches
    // through the type parameter of `Wrapped`.
    let spec = ThroughGeneric::command_spec();
    let presets: Vec<(&str, &str)> = arg(&spec, "quick").get_presets().collect();
    assert_eq!(presets, [("math", "true")]);
    let parsed = argkind::try_parse_from::<ThroughGeneric>(["tool", "--quick"]).unwrap();
    assert!(parsed.value.wrapped.inner.fast_math);
}

#[test]
fn the_command_wide_settings_read_back_off_until_set() {
    let none = CommandSpec::new();
    assert!(!none.is_response_files_set());
    assert!(!none.is_print_options_set());
    assert!(!none.is_record_sources_set());
    assert_eq!(none.get_flags_env(), None);
    let set = CommandSpec::new()
        .response_files()
        .print_options()
        .record_sources()
        .flags_env("CC_FLAGS");
    assert!(set.is_response_files_set());
    assert!(set.is_print_options_set());
    assert!(set.is_record_sources_set());
    assert_eq!(set.get_flags_env(), Some("CC_FLAGS"));
    let mut in_place = CommandSpec::new();
    in_place.set_response_files();
    in_place.set_print_options();
    in_place.set_record_sources(true);
    in_place.set_flags_env("CC_FLAGS");
    assert!(in_place.is_response_files_set());
    assert!(in_place.is_print_options_set());
    assert!(in_place.is_record_sources_set());
    assert_eq!(in_place.get_flags_env(), Some("CC_FLAGS"));
    in_place.set_record_sources(false);
    assert!(!in_place.is_record_sources_set());
}

/// A HARG argument that clap is told not to require, in either form.
#[derive(Parser, ArgKinds)]
#[command(name = "tool")]
struct HargNotRequired {
    #[arg(long, required(false))]
    #[argkind(harg)]
    replay_dir: Vec<String>,

    #[arg(long, required = false)]
    #[argkind(harg)]
    trace_dir: Option<String>,
}

#[test]
fn a_harg_argument_may_say_it_is_not_required() {
    let spec = HargNotRequired::command_spec();
    assert_eq!(arg(&spec, "replay_dir").get_kind(), Some(ArgKind::Harg));
    assert_eq!(arg(&spec, "trace_dir").get_kind(), Some(ArgKind::Harg));
    let parsed = argkind::try_parse_from::<HargNotRequired>(["tool"]).unwrap();
    assert!(parsed.value.replay_dir.is_empty());
    assert_eq!(parsed.value.trace_dir, None);
}

/// The long names the enable/disable messages suggest keeping, with the
/// negation they suggest naming: each pairs as written.
#[derive(Parser, ArgKinds)]
#[command(name = "tool")]
struct KeptEnableLongs {
    #[arg(long = "ENABLE-fusion")]
    #[argkind(enable_disable, negation = "DISABLE-fusion")]
    fusion: bool,

    #[arg(long = "enable_tiling")]
    #[argkind(enable_disable, negation = "disable_tiling")]
    tiling: bool,
}

#[test]
fn an_enable_long_in_another_spelling_pairs_with_the_negation_it_names() {
    let parse = |argv: &[&str]| {
        let parsed = argkind::try_parse_from::<KeptEnableLongs>(argv).unwrap_or_else(|e| panic!("{argv:?}: {e}"));
        (parsed.value.fusion, parsed.value.tiling)
    };
    assert_eq!(parse(&["tool", "--ENABLE-fusion", "--enable_tiling"]), (true, true));
    assert_eq!(
        parse(&[
            "tool",
            "--ENABLE-fusion",
            "--DISABLE-fusion",
            "--enable_tiling",
            "--disable_tiling"
        ]),
        (false, false)
    );
    assert!(argkind::try_parse_from::<KeptEnableLongs>(["tool", "--enable-fusion"]).is_err());
}

/// A replacement whose value type is written qualified on one side and by
/// its last segment on the other takes the same values.
#[derive(Parser, ArgKinds)]
#[command(name = "tool")]
struct QualifiedReplacements {
    #[arg(long)]
    #[argkind(deprecated(replacement = level))]
    old_level: Option<std::string::String>,

    #[arg(long)]
    level: Option<String>,

    #[arg(long)]
    #[argkind(deprecated(replacement = "--out-dir"))]
    old_out_dir: Option<PathBuf>,

    #[arg(long)]
    out_dir: Option<::std::path::PathBuf>,

    #[arg(long)]
    #[argkind(deprecated(replacement = search))]
    old_search: Vec<std::path::PathBuf>,

    #[arg(long)]
    search: Vec<PathBuf>,

    #[arg(long)]
    #[argkind(deprecated(replacement = name))]
    old_name: Option<alloc::string::String>,

    #[arg(long)]
    name: Option<std::string::String>,
}

#[test]
fn a_replacement_type_written_qualified_is_the_same_type() {
    let spec = QualifiedReplacements::command_spec();
    assert_eq!(arg(&spec, "old_level").get_replacement(), Some("level"));
    assert_eq!(arg(&spec, "old_out_dir").get_replacement(), Some("--out-dir"));
    let argv = [
        "tool",
        "--old-level",
        "3",
        "--old-out-dir",
        "out",
        "--old-search",
        "a",
        "--old-name=n",
    ];
    let parsed = argkind::try_parse_from::<QualifiedReplacements>(argv).unwrap();
    assert_eq!(parsed.value.name.as_deref(), Some("n"));
    assert_eq!(parsed.value.level.as_deref(), Some("3"));
    assert_eq!(parsed.value.out_dir, Some(PathBuf::from("out")));
    assert_eq!(parsed.value.search, [PathBuf::from("a")]);
}

/// The sound neighbours of the derive's checks of negations, redirects and
/// presets: two negations of two names, two flags redirected to one final
/// replacement, a preset of a deprecated flag's replacement, a variable on
/// a replacement and preset target, an exclusive flag no preset or
/// redirect sets.
#[derive(Parser, ArgKinds)]
#[command(name = "tool")]
struct SoundNeighbours {
    #[arg(long)]
    #[argkind(negation = "color-off")]
    color: bool,

    #[arg(long)]
    #[argkind(negation = "pager-off")]
    pager: bool,

    #[arg(long)]
    #[argkind(deprecated(replacement = level))]
    opt: Option<String>,

    #[arg(long)]
    #[argkind(deprecated(replacement = level))]
    optlevel: Option<String>,

    #[arg(long, env = "ARGKIND_DERIVE_SPEC_LEVEL")]
    level: Option<String>,

    #[arg(long)]
    #[argkind(preset(level = "1"))]
    quick: bool,

    #[arg(long, exclusive = true)]
    version_only: bool,
}

#[test]
fn sound_neighbours_of_the_derive_s_checks_pass() {
    let parsed = argkind::try_parse_from::<SoundNeighbours>(["tool", "--color", "--pager-off", "--opt", "3"]).unwrap();
    assert!(parsed.value.color && !parsed.value.pager);
    assert_eq!(parsed.value.level.as_deref(), Some("3"));
    let parsed = argkind::try_parse_from::<SoundNeighbours>(["tool", "--quick"]).unwrap();
    assert_eq!(parsed.value.level.as_deref(), Some("1"));
    assert!(
        argkind::try_parse_from::<SoundNeighbours>(["tool", "--version-only"])
            .unwrap()
            .value
            .version_only
    );
}

/// Definitions the builder accepts, which the derive's checks rejected.
mod legal_definitions {
    use argkind::ArgKinds;
    use clap::{ArgAction, ArgGroup, Parser};

    /// The naming rule reads the long name: a short-only flag and a
    /// positional have none, whatever the field is called.
    #[derive(Parser, ArgKinds)]
    #[command(name = "tool")]
    pub(super) struct Unnamed {
        #[arg(short = 'i')]
        #[argkind(hidden)]
        pub(super) internal_dump: bool,
        #[argkind(hidden)]
        pub(super) internal_path: Option<String>,
    }

    /// A relation naming a group of the command, whose id holds a pair's:
    /// no hand-written twin.
    #[derive(Parser, ArgKinds)]
    #[command(name = "tool", group(ArgGroup::new("debug_opts").args(["debug", "trace"]).multiple(true)))]
    pub(super) struct Grouped {
        #[arg(long)]
        #[argkind(noable)]
        pub(super) debug: bool,
        #[arg(long)]
        pub(super) trace: bool,
        #[arg(long, requires = "debug_opts")]
        pub(super) dump_dir: Option<String>,
    }

    /// A global deprecated flag whose replacement is not global, in a
    /// command without subcommands; and a `SetFalse` flag redirected to a
    /// count.
    #[derive(Parser, ArgKinds)]
    #[command(name = "tool")]
    pub(super) struct NoSubcommands {
        #[arg(long)]
        pub(super) output: Option<String>,
        #[arg(long, global = true)]
        #[argkind(hidden, deprecated(replacement = output))]
        pub(super) out: Option<String>,
        #[arg(long, action = ArgAction::SetFalse)]
        #[argkind(deprecated(replacement = verbose))]
        pub(super) loud: bool,
        #[arg(short, long, action = ArgAction::Count)]
        pub(super) verbose: u8,
    }
}

#[test]
fn definitions_the_builder_accepts_compile_and_parse() {
    use argkind::try_parse_from;
    let parsed = try_parse_from::<legal_definitions::Unnamed>(["tool", "-i", "p"]).unwrap();
    assert!(parsed.value.internal_dump);
    assert_eq!(parsed.value.internal_path.as_deref(), Some("p"));
    let spec = legal_definitions::Unnamed::command_spec();
    assert_eq!(arg(&spec, "internal_dump").get_kind(), Some(ArgKind::Hidden));

    let parsed =
        try_parse_from::<legal_definitions::Grouped>(["tool", "--dump-dir", "d", "--no-debug", "--trace"]).unwrap();
    assert!(!parsed.value.debug && parsed.value.trace);
    assert!(try_parse_from::<legal_definitions::Grouped>(["tool", "--dump-dir", "d"]).is_err());

    let parsed = try_parse_from::<legal_definitions::NoSubcommands>(["tool", "--out", "x", "--loud"]).unwrap();
    assert_eq!(parsed.value.output.as_deref(), Some("x"));
    assert_eq!(parsed.value.verbose, 1);
}

/// Sound neighbours of the derive's checks of settings written `false`: a
/// preset flag that is not global (`global = false`) setting a flag that
/// is not global either, and a preset flag and target that are not
/// exclusive (`exclusive = false`, `exclusive(false)`).
#[derive(Parser, ArgKinds)]
#[command(name = "tool")]
struct SettingsWrittenFalse {
    #[arg(long, global = false, exclusive = false)]
    #[argkind(preset(level = "1"))]
    quick: bool,

    #[arg(long, exclusive(false))]
    level: Option<String>,

    #[command(subcommand)]
    #[argkind(plain)]
    command: Option<PlainSubcommand>,
}

#[derive(Subcommand)]
enum PlainSubcommand {
    /// A subcommand, so that `global` could matter.
    Run,
}

#[test]
fn a_preset_flag_written_neither_global_nor_exclusive_sets_its_target() {
    let parsed = argkind::try_parse_from::<SettingsWrittenFalse>(["tool", "--quick"]).unwrap();
    assert_eq!(parsed.value.level.as_deref(), Some("1"));
    // Not global: no subcommand takes it.
    assert!(argkind::try_parse_from::<SettingsWrittenFalse>(["tool", "run", "--quick"]).is_err());
}

/// A flag of type `Option<Option<_>>` whose `num_args` says it takes a
/// value: never bare, so it may be redirected (the derive cannot read
/// `num_args`, and leaves it to `new`).
#[derive(Parser, ArgKinds)]
#[command(name = "tool")]
struct NeverBare {
    #[arg(long, num_args = 1)]
    #[argkind(deprecated(replacement = color))]
    colour: Option<Option<String>>,

    #[arg(long)]
    color: Option<String>,
}

#[test]
fn a_flag_whose_num_args_needs_a_value_may_be_redirected() {
    let parsed = argkind::try_parse_from::<NeverBare>(["tool", "--colour", "never"]).unwrap();
    assert_eq!(parsed.value.color.as_deref(), Some("never"));
    assert!(argkind::try_parse_from::<NeverBare>(["tool", "--colour"]).is_err());
}

/// `negation(help = "...", long_help = "...")` declares both texts, as
/// clap's derive splits a doc comment of more than one paragraph.
#[test]
fn a_negation_s_long_help_is_declared() {
    #[derive(Parser, ArgKinds)]
    #[command(name = "finder")]
    struct Finder {
        #[arg(long, short = 'a')]
        #[argkind(
            noable,
            negation(long = "relative-path", help = "Relative", long_help = "Relative\n\nMore.")
        )]
        absolute_path: bool,
    }
    let spec = <Finder as argkind::ArgKinds>::command_spec();
    let negation = arg(&spec, "absolute_path").get_negation().expect("a negation");
    assert_eq!(negation.get_help(), Some("Relative"));
    assert_eq!(negation.get_long_help(), Some("Relative\n\nMore."));
}

/// A preset value of a list of numbers split at a `value_delimiter` is one
/// value per part, each of the number type: no compile error, and the
/// preset gives every part.
#[test]
fn a_preset_of_a_delimited_list_of_numbers() {
    #[derive(Parser, ArgKinds, Debug)]
    #[command(name = "cc")]
    struct Cc {
        #[arg(long, value_delimiter = ',')]
        levels: Vec<u8>,
        #[arg(long, value_delimiter = ':')]
        dims: Vec<i64>,
        #[arg(long)]
        #[argkind(preset(levels = "1,2", dims = "3:-4"))]
        fast: bool,
    }
    let parsed = argkind::try_parse_from::<Cc>(["cc", "--fast"]).expect("parses");
    assert_eq!(parsed.value.levels, [1, 2]);
    assert_eq!(parsed.value.dims, [3, -4]);
}

/// A replacement whose type is written by another name of the program's
/// own (a type alias, a renaming `use`) may be the same type: the derive,
/// which cannot resolve names, accepts it, and the redirect stands.
#[test]
fn a_replacement_of_an_aliased_type() {
    type Jobs = u16;
    use std::path::PathBuf as Place;
    #[derive(Parser, ArgKinds, Debug)]
    #[command(name = "cc")]
    struct Cc {
        #[arg(long, default_value_t = 1)]
        jobs: u16,
        #[arg(long)]
        #[argkind(deprecated(replacement = jobs))]
        old_jobs: Option<Jobs>,
        #[arg(long)]
        out: Option<PathBuf>,
        #[arg(long)]
        #[argkind(deprecated(replacement = out))]
        old_out: Option<Place>,
    }
    let parsed = argkind::try_parse_from::<Cc>(["cc", "--old-jobs", "4", "--old-out", "o"]).expect("parses");
    assert_eq!(parsed.value.jobs, 4);
    assert_eq!(parsed.value.out, Some(PathBuf::from("o")));
}

/// clap's derive names a `long` without a value after the field, or after
/// its id where `id = ...` comes first (as written): the derive reads the
/// long name the same way, so a target named by it is found, with the
/// type check a field named by its path gets.
#[test]
fn a_long_name_derived_beside_an_id() {
    #[derive(Parser, ArgKinds, Debug)]
    #[command(name = "cc")]
    struct Cc {
        #[arg(long, id = "timings_fmt")]
        timings: Option<u8>,
        #[arg(id = "raw_level", long)]
        level: Option<u8>,
        #[arg(long)]
        #[argkind(preset("--timings" = 3, "--raw_level" = 2))]
        fast: bool,
        /// Its long name is `--trace`: PUBLIC by the naming rule, whatever
        /// its id.
        #[arg(long, id = "internal-trace")]
        #[argkind(public)]
        trace: bool,
    }
    let cmd = <Cc as clap::CommandFactory>::command();
    let long = |id: &str| {
        cmd.get_arguments()
            .find(|a| a.get_id() == id)
            .and_then(|a| a.get_long().map(str::to_owned))
    };
    assert_eq!(long("timings_fmt").as_deref(), Some("timings"));
    assert_eq!(long("raw_level").as_deref(), Some("raw_level"));
    let parsed = argkind::try_parse_from::<Cc>(["cc", "--fast"]).expect("parses");
    assert_eq!((parsed.value.timings, parsed.value.level), (Some(3), Some(2)));
}

/// A struct's job is its flags' default job: a positional argument of the
/// struct gets none (no spelling of it could be replayed), so the struct's
/// command parses, in debug builds too, where a positional's own job is a
/// definition error, and its replay holds the flags alone.
#[test]
fn a_struct_s_job_leaves_its_positional_arguments_out() {
    #[derive(Parser, ArgKinds, Debug)]
    #[command(name = "kctl")]
    #[argkind(job = "api")]
    struct Kctl {
        resource: String,
        #[arg(long)]
        timeout: Option<u32>,
    }
    let parsed = argkind::try_parse_from::<Kctl>(["kctl", "pods", "--timeout", "3"]).expect("parses");
    assert_eq!(parsed.value.resource, "pods");
    assert_eq!(parsed.facts.replay("api"), ["--timeout=3"]);
    let cmd = argkind::command::<Kctl>();
    let registry = cmd.registry();
    let timeout = registry.iter().find(|r| r.id() == "timeout").expect("a record");
    assert_eq!(timeout.job(), Some("api"));
}

/// A struct's job reaches the flags of the structs it flattens, to any
/// depth, unless a flattened struct names a job of its own; a struct
/// flattened with `plain` gets none (its fields are not seen). As a
/// subcommand variant's job reaches its flattened struct's flags.
#[derive(Parser, ArgKinds)]
#[command(name = "cc")]
#[argkind(job = "outer")]
struct JobReach {
    #[arg(long)]
    top: Option<String>,
    #[command(flatten)]
    untagged: Untagged,
    #[command(flatten)]
    tagged: Tagged,
    #[command(flatten)]
    #[argkind(plain)]
    third_party: ThirdParty,
    #[command(subcommand)]
    command: Option<JobReachCommand>,
}

#[derive(Args, ArgKinds)]
struct Untagged {
    #[arg(long)]
    a: Option<String>,
    #[arg(long)]
    #[argkind(hidden)]
    a_hidden: bool,
    #[arg(long)]
    #[argkind(job = "own")]
    a_own: bool,
    #[command(flatten)]
    deeper: Deeper,
}

#[derive(Args, ArgKinds)]
struct Deeper {
    #[arg(long)]
    d: bool,
    positional: Option<String>,
}

#[derive(Args, ArgKinds)]
#[argkind(job = "inner")]
struct Tagged {
    #[arg(long)]
    b: Option<String>,
    #[command(flatten)]
    under_tagged: UnderTagged,
}

#[derive(Args, ArgKinds)]
struct UnderTagged {
    #[arg(long)]
    c: Option<String>,
}

#[derive(Subcommand, ArgKinds)]
enum JobReachCommand {
    #[argkind(job = "variant")]
    M {
        #[arg(long)]
        m: Option<String>,
        #[command(flatten)]
        under: UnderTagged,
    },
}

#[test]
fn a_struct_job_reaches_its_flattened_structs_flags() {
    let cmd = argkind::command::<JobReach>();
    let registry = cmd.registry();
    let job = |id: &str| {
        registry
            .get(id)
            .unwrap_or_else(|| panic!("{id} not in the registry"))
            .job()
    };
    assert_eq!(job("top"), Some("outer"));
    assert_eq!(job("a"), Some("outer"));
    assert_eq!(job("a_hidden"), Some("outer"));
    assert_eq!(registry.get("a_hidden").unwrap().kind(), ArgKind::Hidden);
    assert_eq!(job("a_own"), Some("own"));
    assert_eq!(job("d"), Some("outer"));
    assert_eq!(job("positional"), None);
    assert_eq!(job("b"), Some("inner"));
    assert_eq!(job("c"), Some("inner"));
    assert_eq!(job("unroll"), None);
    let sub = cmd.registry_of(&["m"]).unwrap();
    assert_eq!(sub.get("m").unwrap().job(), Some("variant"));
    assert_eq!(sub.get("c").unwrap().job(), Some("variant"));

    let parsed =
        argkind::try_parse_from::<JobReach>(["cc", "--a", "x", "--d", "--c", "y", "--unroll", "2", "--top", "t"])
            .unwrap();
    assert_eq!(parsed.facts.replay("outer"), ["--a=x", "--d", "--top=t"]);
    assert_eq!(parsed.facts.replay("inner"), ["--c=y"]);
    // A flattened struct's job ends with it: a struct flattened after it
    // into a struct with no job gets none.
    let spec = NoJobRoot::command_spec();
    assert_eq!(arg(&spec, "c").get_job(), Some("inner"));
    assert!(spec.get_arg("a").is_none(), "{spec:?}");
    assert_eq!(arg(&spec, "a_own").get_job(), Some("own"));
}

#[derive(Parser, ArgKinds)]
#[command(name = "cc")]
struct NoJobRoot {
    #[command(flatten)]
    tagged: Tagged,
    #[command(flatten)]
    untagged: Untagged,
}

/// `plain` on a type that derives `ArgKinds` is not needed (a warning says
/// so): its attributes are read, and its flags take the job of the struct
/// that flattens it, as without the mark.
mod plain_on_a_deriving_type {
    #![allow(deprecated)]

    use argkind::{ArgKind, ArgKinds};
    use clap::{Args, Parser};

    #[derive(Args, ArgKinds)]
    struct Tuning {
        #[arg(long)]
        #[argkind(hidden)]
        unroll: bool,
    }

    #[derive(Parser, ArgKinds)]
    #[command(name = "cc")]
    #[argkind(job = "backend")]
    struct Cli {
        #[command(flatten)]
        #[argkind(plain)]
        tuning: Tuning,
    }

    #[test]
    fn its_attributes_are_read_and_it_takes_the_job() {
        let spec = Cli::command_spec();
        let unroll = spec.get_arg("unroll").unwrap();
        assert_eq!(unroll.get_kind(), Some(ArgKind::Hidden));
        assert_eq!(unroll.get_job(), Some("backend"));
    }
}

/// A char literal is a preset value too (`sep = ','`), as clap's derive
/// takes a `char` field.
#[derive(Parser, ArgKinds)]
#[command(name = "cc")]
struct CharPreset {
    #[arg(long)]
    #[argkind(preset(sep = ','))]
    csv: bool,
    #[arg(long)]
    sep: Option<char>,
}

#[test]
fn a_char_literal_is_a_preset_value() {
    let spec = CharPreset::command_spec();
    let presets: Vec<(&str, &str)> = arg(&spec, "csv").get_presets().collect();
    assert_eq!(presets, [("sep", ",")]);
    let parsed = argkind::try_parse_from::<CharPreset>(["cc", "--csv"]).unwrap();
    assert_eq!(parsed.value.sep, Some(','));
}

/// Two names of the program's own for one type.
type OldPath = String;
type NewPath = String;

#[derive(Parser, ArgKinds, Debug)]
#[command(name = "cc")]
struct AliasedTypes {
    #[arg(long)]
    output: Option<NewPath>,
    #[arg(long, hide = true)]
    #[argkind(deprecated(replacement = output))]
    out: Option<OldPath>,
}

/// A replacement whose type is written with another name of the
/// program's own compiles (the derive cannot tell two such names apart
/// from one type), and the redirect passes the value on.
#[test]
fn a_replacement_typed_by_another_alias_of_the_same_type() {
    let parsed = argkind::try_parse_from::<AliasedTypes>(["cc", "--out", "a.o"]).unwrap();
    assert_eq!(parsed.value.output.as_deref(), Some("a.o"));
}
