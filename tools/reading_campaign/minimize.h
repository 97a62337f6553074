#pragma once
// Minimizing a disagreement: strings far from the string read are taken off the board while both
// readers keep the answers they disagree on, so that the saved case shows only what matters.

#include <cstddef>
#include <functional>

#include "tools/reading_campaign/reading_case.h"

namespace kospec::reading::campaign {

/// Whether a smaller position still shows the disagreement (both readers asked again).
using StillDisagrees = std::function<bool(const ReadingCase&)>;

/// What minimization did.
struct Minimized {
  ReadingCase reading_case;  ///< the smallest position found
  std::size_t removed = 0;   ///< strings removed
  std::size_t trials = 0;    ///< positions tried
};

/// Removes strings of the position (never the string read, nor the last play's string, nor the
/// stones the last play captured) while `still` holds: first every string beyond a distance from
/// the string read (8, 5, 3 points), then one string at a time from the farthest, at most
/// `max_trials` positions tried. A removal that leaves a string without liberty or makes the last
/// play illegal is skipped.
Minimized minimize(const ReadingCase& original, const StillDisagrees& still,
                   std::size_t max_trials = 150);

}  // namespace kospec::reading::campaign
