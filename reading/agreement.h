#pragma once
// How often the reader's answer equals the exact class, per komaster scheme: each problem is
// classified by the exact search (exact_class.h) and read by the reader under every scheme, and
// the counts go into a confusion table (exact class x reader code) per scheme and question.

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "reading/exact_class.h"
#include "reading/reader.h"

namespace kospec::reading {

/// The three schemes, in the order the tables use.
inline constexpr std::array<KoScheme, 3> kSchemes{KoScheme::Scheme5, KoScheme::V2_7_232,
                                                  KoScheme::V2_7_232Revised};

/// One problem judged by the exact search and by the reader under each scheme.
struct ProblemVerdicts {
  ExactClass exact;                  ///< the exact classes
  std::array<ReadResult, 3> attack;  ///< the reader's attack(), per scheme (kSchemes order)
  std::array<ReadResult, 3> defend;  ///< the reader's find_defense(), per scheme
};

/// Classifies a problem exactly (threat horizon `horizon`, at most `state_limit` states a search)
/// and reads it under every scheme.
ProblemVerdicts judge_problem(const LocalProblem& problem, int horizon = 2,
                              const ReadingLimits& limits = {},
                              std::size_t state_limit = 1'000'000);

/// Counts over a problem set.
class AgreementTable {
 public:
  /// Adds a judged problem (an incomplete exact search is only counted as such).
  void add(const ProblemVerdicts& v);
  /// Problems added.
  std::size_t problems() const { return problems_; }
  /// Problems whose exact search hit the state limit (left out of the counts).
  std::size_t incomplete() const { return incomplete_; }
  /// How many problems had exact class `exact` and reader code `reader` (attack or defence).
  std::size_t count(std::size_t scheme, bool attack, ReadCode exact, ReadCode reader) const;
  /// How many problems the reader answered with the exact class, for a scheme and question.
  std::size_t agreements(std::size_t scheme, bool attack) const;
  /// The table as text: agreement per scheme and question, then the confusion matrices.
  std::string render() const;

 private:
  using Confusion = std::array<std::array<std::size_t, 4>, 4>;
  std::size_t problems_ = 0;
  std::size_t incomplete_ = 0;
  std::array<Confusion, 3> attack_{};
  std::array<Confusion, 3> defend_{};
};

}  // namespace kospec::reading
