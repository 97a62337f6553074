#pragma once
// The check switch (CMake option KOSPEC_CHECKS): every judgement of a clause also recomputes its
// facts from scratch with the spec's definitions over the whole history (those of the position, not
// of the move, once a position: check_cycle_set_state) and throws CheckError on any difference, so the corpus, the fuzzer, the explorer and the referee prove the fast path equal
// to the text while they run.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "spec/checks.h"
#include "spec/error.h"
#include "spec/point.h"
#include "spec/rule_id.h"

namespace kospec {

/// A fact as text, for CheckError messages.
std::string describe_fact(const std::optional<std::size_t>& ply);
/// A fact as text, for CheckError messages.
std::string describe_fact(const std::vector<std::size_t>& plies);
/// A fact as text, for CheckError messages.
std::string describe_fact(const PointSet& points);
/// A fact as text, for CheckError messages.
std::string describe_fact(bool flag);

/// Throws CheckError unless the incremental fact equals the spec's from-scratch one; `what` names
/// the fact and `where` the move being judged.
template <class T>
void check_fact(RuleId rule, const std::string& what, const std::string& where,
                const T& incremental, const T& from_scratch) {
  if (incremental == from_scratch) return;
  throw CheckError("KOSPEC_CHECKS: " + std::string(rule_code(rule)) + " " + what + " differs at " +
                   where + ": incremental " + describe_fact(incremental) + ", spec from scratch " +
                   describe_fact(from_scratch));
}

}  // namespace kospec
