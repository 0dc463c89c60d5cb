//! `#[derive(ArgKinds)]`: argkind's declarations read from `#[argkind(...)]`
//! attributes next to clap's own derives.
//!
//! Use it through the `argkind` facade crate, which re-exports it. The
//! pipeline runs one way: `attr.rs` reads attributes, `ast.rs` builds the
//! model of the struct or enum, `valid.rs` checks it, `expand.rs` writes the
//! impl, and `fallback.rs` writes a stub impl next to the errors when there
//! are any (`ctxt.rs` collects them).

mod ast;
mod attr;
mod ctxt;
mod expand;
mod fallback;
mod valid;

use proc_macro::TokenStream;
use syn::{parse_macro_input, DeriveInput};

/// Derives `argkind::ArgKinds` for a clap `Parser` / `Args` struct or a
/// clap `Subcommand` enum.
///
/// Reads `#[argkind(...)]`, and only reads clap's `#[arg(...)]`,
/// `#[command(...)]`, `#[clap(...)]`, `#[structopt(...)]` and
/// `#[group(...)]` (for argument ids, long names, actions, relations,
/// groups, `flatten`, `subcommand`, `skip` and subcommand names), to check
/// the declarations against them.
///
/// On a field:
///
/// * a tier: `public`, `hidden`, `internal`, `earg` or `harg`;
/// * `job = "tool"`: the sub-tool that consumes the flag;
/// * `noable` or `enable_disable`: the boolean pairs (`--X` / `--no-X`,
///   `--enable-X` / `--disable-X`);
/// * `negation = "name"` or `negation(long = "...", short = 'c', id =
///   "...", help = "...", long_help = "...", display_order = 3, <tier>)`: a
///   pair whose negation has a name, a short name, an id, a help text
///   (`long_help`: the one `--help` shows, as clap's), a place in help or
///   a tier of its own (`--no-ignore` undone by a hidden `--ignore`,
///   `--absolute-path` / `--relative-path`, `-i` undone by `-s`);
/// * `deprecated`, `deprecated(replacement = target)` (the value passes on
///   to `target`), or `deprecated(instead = "-O1")` (the warning advises
///   that spelling; nothing passes on);
/// * `extend`;
/// * `preset(target = "value", other = 1, flag = true, sep = ',')`.
///
/// A replacement or preset target is a field of the same struct
/// (`optlevel`), a field of a flattened struct by its path through the
/// `#[command(flatten)]` field (`opt.optlevel`, `opt.tuning.unroll`), or any
/// flag the command parses by its long name (`"--color"`): a flattened
/// struct's, or a global argument of an enclosing command. What the derive
/// cannot see (the rest of a path, a long name no field of the struct has)
/// is checked when the command is built, in debug builds.
///
/// On a struct or a subcommand variant: `job = "tool"`, the job of every
/// flag that names none, its flattened structs' included (one that names a
/// job of its own keeps it for its flags, as clap's derive gives a
/// flattened struct its flattening struct's help heading unless it sets
/// its own); a positional argument takes no job. On a struct:
/// `negations_in_group = "speed"`, a group of the command (one
/// `#[command(group(...))]` declares, say) that the negations of its pair
/// members join even where it takes one member at most, as a twin field
/// with `group = "speed"` did (`CommandSpec::negations_in_group`; the
/// group of a struct that writes `#[group(multiple = false)]` is declared
/// so without it). On the root struct only: `response_files`
/// (`@path` arguments), `flags_env = "NAME"` (extra flags from an
/// environment variable), `print_options` (the effective-values surface)
/// and `record_sources` (where each value came from).
///
/// On a `#[command(flatten)]` or `#[command(subcommand)]` field, or a
/// subcommand variant holding one type: `plain`, for a type that does not
/// derive `ArgKinds` (a type of another crate). Without it, such a type
/// gets a compile warning (a deprecated method) pointing at it: the
/// attributes of what it holds would not be seen, so every type between the
/// root and a declaring one must derive `ArgKinds`.
///
/// Every misuse the derive can see is a compile error at the offending
/// tokens, saying what to write instead. What it cannot see is a panic of
/// the command's construction in debug builds, saying the same: a target
/// as above, a preset value the target's own value parser rejects, a
/// negation spelled as a flag of another struct.
///
/// Examples are in the `argkind` crate's documentation ("With clap's
/// derive"), where they run as doctests: the code this macro writes names
/// `::argkind`, which this crate does not depend on.
#[proc_macro_derive(ArgKinds, attributes(argkind))]
pub fn derive_arg_kinds(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    expand::derive(&input).into()
}
