#pragma once
// What deciding one claim under one ruleset found: holds, refuted or unknown, why, and for a
// refutation the counterexample.

#include <optional>
#include <string>

#include "spec/trace.h"
#include "tools/claims/claim.h"

namespace kospec::claims {

/// The status of a claim under a ruleset.
enum class Status {
  Holds,    ///< decided: the claim is true
  Refuted,  ///< decided: the claim is false (a counterexample is given when there is one)
  Unknown,  ///< a limit or a stop request left it undecided
};

/// "holds", "refuted" or "unknown".
const char* status_name(Status status);

/// A counterexample: a line from the claim's position (as SGF, and traced ply by ply), a verdict,
/// or a lasso, in JSON; the verdict of a verdict claim apart, for the caller to write with its
/// trace.
struct Counterexample {
  Json json;                       ///< {"sgf", "trace", ...} or {"lead", "cycle"} or {"ply", "sgf"}
  std::optional<Verdict> verdict;  ///< a verdict claim: the verdict the rules gave
};

/// One claim under one ruleset.
struct Decision {
  Status status = Status::Unknown;               ///< the answer
  std::string why;                               ///< in words: the verdict, argument or search
  std::optional<Counterexample> counterexample;  ///< for a refutation
};

}  // namespace kospec::claims
