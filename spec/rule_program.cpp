#include "spec/rule_program.h"

#include <algorithm>

#include "spec/error.h"

namespace kospec {

int fact_radix(Fact fact, int captures_radix) {
  if (fact == Fact::Captures) return captures_radix;
  if (fact == Fact::SituationCount) return 3;
  return 2;
}

bool for_each_valuation(std::span<const ProgramFact> facts,
                        const std::function<bool(const MoveFacts&)>& visit) {
  std::vector<int> values(facts.size(), 0);
  for (;;) {
    MoveFacts f;
    for (std::size_t i = 0; i < facts.size(); ++i) f.set(facts[i].fact, values[i]);
    if (!visit(f)) return false;
    std::size_t i = 0;
    while (i < facts.size() && ++values[i] == facts[i].radix) values[i++] = 0;
    if (i == facts.size()) return true;
  }
}

RuleProgram::RuleProgram(std::vector<ProgramFact> facts,
                         const std::function<bool(const MoveFacts&)>& condition)
    : facts_(std::move(facts)) {
  for (const ProgramFact& f : facts_) {
    require(f.radix >= 2, "RuleProgram: a fact telling fewer than two values apart");
    require(!kospec::reads(reads_, f.fact), "RuleProgram: a fact kind listed twice");
    reads_ |= fact_bit(f.fact);
    strides_.push_back(valuations_);
    if (valuations_ * static_cast<std::size_t>(f.radix) > kMaxValuations)
      throw InputError("the condition tells apart more than " + std::to_string(kMaxValuations) +
                       " combinations of its terms' values: split it into several rules");
    valuations_ *= static_cast<std::size_t>(f.radix);
  }
  table_.assign((valuations_ + 63) / 64, 0);
  std::size_t v = 0;
  for_each_valuation(facts_, [&](const MoveFacts& f) {
    if (condition(f)) table_[v / 64] |= std::uint64_t{1} << (v % 64);
    ++v;
    return true;
  });
}

std::size_t RuleProgram::index_of(const MoveFacts& facts) const {
  std::size_t index = 0;
  for (std::size_t i = 0; i < facts_.size(); ++i) {
    const int value = std::clamp(facts.value(facts_[i].fact), 0, facts_[i].radix - 1);
    index += strides_[i] * static_cast<std::size_t>(value);
  }
  return index;
}

bool RuleProgram::holds(const MoveFacts& facts) const {
  if (table_.empty()) return false;
  const std::size_t v = index_of(facts);
  return ((table_[v / 64] >> (v % 64)) & 1) != 0;
}

MoveFacts RuleProgram::facts_of(std::size_t valuation) const {
  MoveFacts f;
  for (std::size_t i = 0; i < facts_.size(); ++i) {
    f.set(facts_[i].fact,
          static_cast<int>(valuation / strides_[i] % static_cast<std::size_t>(facts_[i].radix)));
  }
  return f;
}

bool RuleProgram::holds_at(std::size_t valuation) const {
  return valuation < valuations_ && !table_.empty() &&
         ((table_[valuation / 64] >> (valuation % 64)) & 1) != 0;
}

bool RuleProgram::satisfiable() const {
  return std::any_of(table_.begin(), table_.end(), [](std::uint64_t w) { return w != 0; });
}

}  // namespace kospec
