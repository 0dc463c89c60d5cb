//! The value source a flag's provenance must map onto, shared by the tests
//! that check provenance against clap.

use argkind::Facts;
use clap::parser::ValueSource;
use clap::ArgMatches;

/// The `ValueSource` that the provenance of `id` must map onto, where
/// `inner` holds the matches of the command `facts` are of: clap's, but
/// for a pair whose negation was typed (clap says `DefaultValue` for the
/// flag; argkind says `CommandLine`, as the facts do) and a flag clap holds
/// no value for (`DefaultValue`).
pub(crate) fn expected_value_source(inner: &ArgMatches, facts: &Facts, id: &str) -> ValueSource {
    match (inner.value_source(id), facts.get(id)) {
        (Some(ValueSource::DefaultValue), Some(used)) => used.source(),
        (Some(source), _) => source,
        (None, _) => ValueSource::DefaultValue,
    }
}
