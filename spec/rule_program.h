#pragma once
// A rule file's condition compiled once into a table (rules/lang compiles the text): the fact kinds
// it reads, each with the values it can tell apart, and for every combination of those values
// whether the condition holds. Judging a move is reading its facts and one bit: no text, no tree
// walked per move. The same table answers questions about the rule as a whole: whether it can
// ever apply, and whether it applies wherever a built-in clause's vote does (the theorems a rule
// file's clause inherits).

#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "spec/move_facts.h"

namespace kospec {

/// A fact kind a condition reads and how many of its values it tells apart: values 0 to
/// radix - 1, a larger value reading as radix - 1 (a flag: radix 2).
struct ProgramFact {
  Fact fact;      ///< the kind
  int radix = 2;  ///< the values told apart
};

/// A compiled condition.
class RuleProgram {
 public:
  /// The most combinations of values a condition may tell apart.
  static constexpr std::size_t kMaxValuations = std::size_t{1} << 16;

  /// The condition that never holds, reading nothing.
  RuleProgram() = default;
  /// Compiles `condition` over `facts` (each kind once): evaluates it for every combination of
  /// their values (given as a MoveFacts holding those values, every other member 0). Throws
  /// InputError when the combinations are more than kMaxValuations.
  RuleProgram(std::vector<ProgramFact> facts,
              const std::function<bool(const MoveFacts&)>& condition);

  /// Whether the condition holds for a move with `facts`.
  bool holds(const MoveFacts& facts) const;
  /// The kinds it reads.
  FactMask reads() const { return reads_; }
  /// The kinds it reads, with the values each tells apart.
  std::span<const ProgramFact> facts() const { return facts_; }
  /// The number of combinations of values it tells apart.
  std::size_t valuations() const { return valuations_; }
  /// The facts of combination `valuation` (0 to valuations() - 1).
  MoveFacts facts_of(std::size_t valuation) const;
  /// Whether it holds for combination `valuation`.
  bool holds_at(std::size_t valuation) const;
  /// Whether it holds for some combination (a condition that never holds can never apply).
  bool satisfiable() const;

 private:
  std::size_t index_of(const MoveFacts& facts) const;

  std::vector<ProgramFact> facts_;
  std::vector<std::size_t> strides_;
  std::vector<std::uint64_t> table_;  // a bit a combination
  std::size_t valuations_ = 1;
  FactMask reads_ = 0;
};

/// Every combination of the values of `facts` (as RuleProgram tells them apart), each given to
/// `visit` as a MoveFacts; stops when `visit` returns false. Returns false if it stopped.
bool for_each_valuation(std::span<const ProgramFact> facts,
                        const std::function<bool(const MoveFacts&)>& visit);

/// The values a fact kind's member can take that a vote or condition can tell apart, at most:
/// 2 for a flag, 3 for SituationCount (0, 1, 2), and `captures_radix` for Captures.
int fact_radix(Fact fact, int captures_radix);

}  // namespace kospec
