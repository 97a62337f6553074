#pragma once
// The built-in compositions and their rule-file twins (corpus/rules/pairs.json): the pairs the
// tests that prove the rule language against the spec compare, in every engine.

#include <string>
#include <string_view>
#include <vector>

/// The ids corpus/rules/pairs.json's pairs re-express, each instantiated as its own suite (ID_File)
/// by the tests, so that `ctest -L ID` runs them.
#define KOSPEC_RULE_PAIR_IDS(X) \
  X(KO) X(NR) X(PSK) X(SSK) X(NSSK) X(SPB) X(R9) X(R15) X(WSK) X(A1) X(A2) X(A3)

namespace kospec::props {

/// A built-in composition and the same clauses from rule files.
struct RulePair {
  std::string id;        ///< the rule it re-expresses (its tests' label)
  std::string built_in;  ///< e.g. "positional-superko"
  std::string files;     ///< e.g. "corpus/rules/PSK.kor"
};

/// The pairs of corpus/rules/pairs.json (read from the working directory, the source tree), those
/// of rule `id` only when it is given. Throws InputError when the file cannot be read.
std::vector<RulePair> rule_pairs(std::string_view id = {});

/// The ids of KOSPEC_RULE_PAIR_IDS.
std::vector<std::string> rule_pair_ids();

/// GoogleTest's printer of a pair.
void PrintTo(const RulePair& pair, std::ostream* os);

}  // namespace kospec::props
