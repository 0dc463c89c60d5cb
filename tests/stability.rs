//! S8: the stability order, computed from a record, on the example's
//! catalog.

#[path = "../examples/neuronx_cc/cli.rs"]
#[allow(dead_code)]
mod cli;

use argkind::{ArgKind, Record, Stability};

/// The S8 family of a record, by tier and name, independently of
/// `Stability`: what the sorted catalog must read as, most stable first.
fn family(record: &Record<'_>) -> &'static str {
    let name = record.name();
    match record.kind() {
        ArgKind::Public => "PUBLIC",
        ArgKind::Hidden => "HIDDEN",
        ArgKind::Internal if name.starts_with("enable-internal-") => "enable-internal-*",
        ArgKind::Internal => "internal-*",
        ArgKind::Earg if name.contains("unsafe") => "EARG unsafe",
        ArgKind::Earg => "EARG",
        ArgKind::Harg => "HARG",
    }
}

#[test]
fn the_order_is_the_contracts() {
    let order = [
        Stability::Public,
        Stability::Hidden,
        Stability::EnableInternal,
        Stability::Internal,
        Stability::Experimental,
        Stability::Unsafe,
    ];
    for pair in order.windows(2) {
        assert!(pair[0] > pair[1], "{} > {}", pair[0], pair[1]);
    }
    let mut shuffled = [order[3], order[5], order[0], order[4], order[1], order[2]];
    shuffled.sort_by(|a, b| b.cmp(a));
    assert_eq!(shuffled, order);
}

#[test]
fn stability_of_tier_and_name() {
    let cases = [
        (ArgKind::Public, "--target", Some(Stability::Public)),
        (ArgKind::Hidden, "dump", Some(Stability::Hidden)),
        (
            ArgKind::Internal,
            "enable-internal-neff-wrapper",
            Some(Stability::EnableInternal),
        ),
        (ArgKind::Internal, "internal-hlo-remat", Some(Stability::Internal)),
        (
            ArgKind::Earg,
            "enable-tritium-loopfusion",
            Some(Stability::Experimental),
        ),
        (ArgKind::Earg, "enable-experimental-O1", Some(Stability::Experimental)),
        (ArgKind::Public, "enable-experimental-x", Some(Stability::Experimental)),
        (ArgKind::Hidden, "enable-experimental-x", Some(Stability::Experimental)),
        (
            ArgKind::Earg,
            "experimental-unsafe-fp8e4m3fn-as-fp8e4m3",
            Some(Stability::Unsafe),
        ),
        (ArgKind::Earg, "enable-experimental-unsafe-x", Some(Stability::Unsafe)),
        (ArgKind::Hidden, "unsafe-math", Some(Stability::Hidden)),
        (ArgKind::Harg, "debug-replay-dir", None),
        (ArgKind::Harg, "internal-x", None),
    ];
    for (kind, long, expected) in cases {
        assert_eq!(Stability::of(kind, long), expected, "{kind} {long}");
    }
}

#[test]
fn labels_are_lower_case_and_pad() {
    let labels: Vec<String> = [
        Stability::Public,
        Stability::Hidden,
        Stability::EnableInternal,
        Stability::Internal,
        Stability::Experimental,
        Stability::Unsafe,
    ]
    .iter()
    .map(ToString::to_string)
    .collect();
    assert_eq!(
        labels,
        [
            "public",
            "hidden",
            "enable-internal",
            "internal",
            "experimental",
            "unsafe"
        ]
    );
    assert_eq!(format!("[{:<8}]", Stability::Hidden), "[hidden  ]");
}

/// The example's `compile` catalog sorted by stability, most stable first:
/// PUBLIC > HIDDEN > enable-internal-* > internal-* > EARG > unsafe EARG,
/// HARG outside the order.
#[test]
fn the_examples_catalog_sorts_into_the_s8_order() {
    let registry = argkind::command::<cli::Cli>()
        .registry_of(&["compile"])
        .expect("compile exists");
    let mut ordered: Vec<(Stability, Record<'_>)> =
        registry.iter().filter_map(|r| r.stability().map(|s| (s, r))).collect();
    // A stable sort: registry order within one stability.
    ordered.sort_by(|(a, _), (b, _)| b.cmp(a));

    let families: Vec<&str> = ordered.iter().map(|(_, r)| family(r)).collect();
    let mut runs: Vec<&str> = families.clone();
    runs.dedup();
    assert_eq!(
        runs,
        [
            "PUBLIC",
            "HIDDEN",
            "enable-internal-*",
            "internal-*",
            "EARG",
            "EARG unsafe"
        ],
        "{families:?}"
    );

    let names: Vec<&str> = ordered.iter().map(|(_, r)| r.name()).collect();
    let position = |name: &str| {
        names
            .iter()
            .position(|n| *n == name)
            .unwrap_or_else(|| panic!("{name} missing"))
    };
    assert_eq!(
        position("input"),
        0,
        "the positional is PUBLIC and first in the registry"
    );
    assert!(position("target") < position("num-neuroncores"));
    assert!(position("num-neuroncores") < position("enable-internal-neff-wrapper"));
    assert!(position("enable-internal-call-graph") < position("internal-hlo-remat"));
    assert!(position("internal-dma-order-constraints") < position("enable-experimental-O1"));
    assert_eq!(names.last(), Some(&"experimental-unsafe-fp8e4m3fn-as-fp8e4m3"));

    // Within a stability, registry order is kept.
    let enable_internal: Vec<&str> = ordered
        .iter()
        .filter(|(s, _)| *s == Stability::EnableInternal)
        .map(|(_, r)| r.name())
        .collect();
    assert_eq!(
        enable_internal,
        ["enable-internal-neff-wrapper", "enable-internal-call-graph"]
    );
    let experimental: Vec<&str> = ordered
        .iter()
        .filter(|(s, _)| *s == Stability::Experimental)
        .map(|(_, r)| r.name())
        .collect();
    assert_eq!(experimental, ["enable-experimental-O1", "enable-tritium-loopfusion"]);

    // HARG is outside the order: never user-facing.
    let harg: Vec<&str> = registry.of_kind(ArgKind::Harg).map(|r| r.name()).collect();
    assert_eq!(harg, ["debug-replay-dir"]);
    assert!(!names.contains(&"debug-replay-dir"));
    assert_eq!(ordered.len() + harg.len(), registry.len());
}
