//! The tier of a flag, the one automatic rule (the naming rule: a long name
//! starting with `internal-` is INTERNAL) and the stability order.

use std::fmt;
use std::str::FromStr;

/// The visibility tier of a flag.
///
/// The tier decides on which surface a flag appears:
///
/// | tier | `--help` | `--help-hidden` | `--help-hidden-list` | completions, man page, error tips |
/// |---|---|---|---|---|
/// | [`Public`](ArgKind::Public) | yes | no | no | yes |
/// | [`Hidden`](ArgKind::Hidden) | no | yes | no | no |
/// | [`Earg`](ArgKind::Earg) | no | yes | no | no |
/// | [`Internal`](ArgKind::Internal) | no | no | yes, with default | no |
/// | [`Harg`](ArgKind::Harg) | no | no | no | no |
///
/// `Display` writes the upper-case name (`PUBLIC`, `HIDDEN`, `INTERNAL`,
/// `EARG`, `HARG`) and honours width and alignment, so `{:<8}` pads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "UPPERCASE"))]
pub enum ArgKind {
    /// The documented user surface: shown by `--help`, completions and man pages.
    Public,
    /// A hand-tagged debug knob: shown only by `--help-hidden`.
    Hidden,
    /// A developer switch: shown only by `--help-hidden-list`, with its default.
    /// Every flag whose name starts with `internal-` is INTERNAL.
    Internal,
    /// An experimental flag: shown only by `--help-hidden`.
    Earg,
    /// Never user-facing: on no surface at all. So no error may ask the
    /// user for it: a HARG flag that is required, that another flag or a
    /// group requires, or that is a member of a required group is a
    /// definition error.
    Harg,
}

/// A place where flag names are shown to a person.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Surface {
    /// `--help` and `-h`, and usage lines.
    Help,
    /// `--help-hidden`: HIDDEN and EARG flags.
    HelpHidden,
    /// `--help-hidden-list`: INTERNAL flags with their defaults.
    HelpHiddenList,
    /// Shell completion scripts, man pages and "a similar argument exists" tips.
    Completions,
}

impl ArgKind {
    /// The five tiers, most public first.
    pub const ALL: [ArgKind; 5] = [
        ArgKind::Public,
        ArgKind::Hidden,
        ArgKind::Internal,
        ArgKind::Earg,
        ArgKind::Harg,
    ];

    /// The upper-case name of the tier: `"PUBLIC"`, `"HIDDEN"`, `"INTERNAL"`,
    /// `"EARG"` or `"HARG"`.
    pub const fn as_str(self) -> &'static str {
        match self {
            ArgKind::Public => "PUBLIC",
            ArgKind::Hidden => "HIDDEN",
            ArgKind::Internal => "INTERNAL",
            ArgKind::Earg => "EARG",
            ArgKind::Harg => "HARG",
        }
    }

    /// The tier the naming rule gives a flag's primary long name, if the rule
    /// applies.
    ///
    /// Drops a leading `--`, then at most one of the pair prefixes
    /// `enable-`, `disable-`, `no-`; if what is left starts with
    /// `internal-`, returns `Some(ArgKind::Internal)`. Every other name
    /// returns `None`: no other tier is ever inferred.
    ///
    /// ```
    /// use argkind_core::ArgKind;
    /// assert_eq!(ArgKind::from_name("--internal-hlo-remat"), Some(ArgKind::Internal));
    /// assert_eq!(ArgKind::from_name("enable-internal-neff-wrapper"), Some(ArgKind::Internal));
    /// assert_eq!(ArgKind::from_name("--enable-experimental-x"), None);
    /// assert_eq!(ArgKind::from_name("--internal"), None);
    /// ```
    pub fn from_name(long: &str) -> Option<ArgKind> {
        let name = long.strip_prefix("--").unwrap_or(long);
        let name = ["enable-", "disable-", "no-"]
            .iter()
            .find_map(|prefix| name.strip_prefix(prefix))
            .unwrap_or(name);
        name.starts_with("internal-").then_some(ArgKind::Internal)
    }

    /// The tier of a flag given its explicit declaration (if any) and its
    /// primary long name (if it has one), by the naming rule.
    ///
    /// Returns the explicit tier, else the rule's, else [`ArgKind::Public`].
    ///
    /// # Errors
    ///
    /// [`TierConflict`] when the explicit tier contradicts the rule: the
    /// name is INTERNAL by the naming rule and the declaration says
    /// otherwise. Callers treat it as a definition error; in release builds
    /// the rule wins (see [`TierConflict::rule`]).
    pub fn resolve(explicit: Option<ArgKind>, long: Option<&str>) -> Result<ArgKind, TierConflict> {
        let by_rule = long.and_then(ArgKind::from_name);
        match (explicit, by_rule) {
            (Some(declared), Some(rule)) if declared != rule => Err(TierConflict {
                long: long.unwrap_or_default().to_owned(),
                declared,
                rule,
            }),
            (Some(kind), _) | (None, Some(kind)) => Ok(kind),
            (None, None) => Ok(ArgKind::Public),
        }
    }

    /// Whether a flag of this tier may be named on `surface`.
    pub const fn is_shown_on(self, surface: Surface) -> bool {
        matches!(
            (self, surface),
            (ArgKind::Public, Surface::Help | Surface::Completions)
                | (ArgKind::Hidden | ArgKind::Earg, Surface::HelpHidden)
                | (ArgKind::Internal, Surface::HelpHiddenList)
        )
    }
}

impl fmt::Display for ArgKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

/// The error of parsing an [`ArgKind`] from a string that is none of the five
/// tier names.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown tier `{0}`: expected one of PUBLIC, HIDDEN, INTERNAL, EARG, HARG")]
pub struct UnknownTier(pub String);

impl FromStr for ArgKind {
    type Err = UnknownTier;

    /// Parses a tier name in any letter case (`"hidden"`, `"EARG"`, `"Harg"`).
    ///
    /// # Errors
    ///
    /// [`UnknownTier`] for any other string.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        ArgKind::ALL
            .into_iter()
            .find(|kind| kind.as_str().eq_ignore_ascii_case(s))
            .ok_or_else(|| UnknownTier(s.to_owned()))
    }
}

/// An explicit tier that contradicts the naming rule: a definition error.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "argkind: flag `--{long}` is declared {declared} but its name makes it {rule} (a name starting with `internal-`, after any `no-`, `enable-` or `disable-`, is INTERNAL); \
     declare it {rule} or drop the tier"
)]
pub struct TierConflict {
    /// The flag's primary long name, without `--`.
    pub long: String,
    /// The tier the definition declared.
    pub declared: ArgKind,
    /// The tier the naming rule gives the name; it wins in release builds.
    pub rule: ArgKind,
}

/// How stable a flag is between releases, computed from its tier and name.
///
/// The order, most stable greatest:
/// `Public > Hidden > EnableInternal > Internal > Experimental > Unsafe`;
/// sort with `b.cmp(a)` (or `std::cmp::Reverse`) for the most stable first.
/// HARG flags have no stability: they are never user-facing.
///
/// ```
/// use argkind_core::{ArgKind, Stability};
/// let public = Stability::of(ArgKind::Public, "target").unwrap();
/// let unsafe_ = Stability::of(ArgKind::Earg, "experimental-unsafe-fp8").unwrap();
/// assert!(public > unsafe_);
/// assert_eq!(Stability::of(ArgKind::Harg, "debug-replay-dir"), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Stability {
    /// An EARG flag whose name contains `unsafe`: semantics-changing.
    Unsafe,
    /// An EARG flag, or any `enable-experimental-*` flag: bleeding-edge.
    Experimental,
    /// An `internal-*` INTERNAL flag: a raw developer knob.
    Internal,
    /// An `enable-internal-*` INTERNAL flag: an in-development feature toggle.
    EnableInternal,
    /// A HIDDEN flag: undocumented but supported.
    Hidden,
    /// A PUBLIC flag: the documented, stable surface.
    Public,
}

impl Stability {
    /// The stability of a flag of tier `kind` whose primary long name is
    /// `long` (with or without the leading `--`); `None` for HARG.
    pub fn of(kind: ArgKind, long: &str) -> Option<Stability> {
        let name = long.strip_prefix("--").unwrap_or(long);
        let experimental_name = name.starts_with("enable-experimental-");
        Some(match kind {
            ArgKind::Harg => return None,
            ArgKind::Earg if name.contains("unsafe") => Stability::Unsafe,
            ArgKind::Earg => Stability::Experimental,
            _ if experimental_name => Stability::Experimental,
            ArgKind::Internal if name.starts_with("enable-internal-") => Stability::EnableInternal,
            ArgKind::Internal => Stability::Internal,
            ArgKind::Hidden => Stability::Hidden,
            ArgKind::Public => Stability::Public,
        })
    }

    /// A lower-case label: `public`, `hidden`, `enable-internal`,
    /// `internal`, `experimental` or `unsafe`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Stability::Public => "public",
            Stability::Hidden => "hidden",
            Stability::EnableInternal => "enable-internal",
            Stability::Internal => "internal",
            Stability::Experimental => "experimental",
            Stability::Unsafe => "unsafe",
        }
    }
}

impl fmt::Display for Stability {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}
