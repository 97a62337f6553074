#pragma once
// Delta debugging (Zeller and Hildebrandt, "Simplifying and Isolating Failure-Inducing Input",
// IEEE TSE 28(2), 2002): the ddmin algorithm over a list of units, generic in what a unit is.

#include <cstddef>
#include <functional>
#include <vector>

namespace kospec::fuzz {

/// Indices of the units kept, in increasing order.
using Subset = std::vector<std::size_t>;

/// ddmin: from `units` indices 0..units-1 (which `fails` is assumed to hold of), a subset that
/// still fails and is 1-minimal (removing any single unit makes it pass), unless `fails` is called
/// more than `budget` times, in which case the smallest failing subset found so far. `fails` is
/// never called on the full set.
Subset ddmin(std::size_t units, const std::function<bool(const Subset&)>& fails,
             std::size_t budget);

}  // namespace kospec::fuzz
