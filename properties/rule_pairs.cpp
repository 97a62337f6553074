#include "properties/rule_pairs.h"

#include <fstream>
#include <nlohmann/json.hpp>
#include <ostream>

#include "spec/error.h"

namespace kospec::props {

std::vector<RulePair> rule_pairs(std::string_view id) {
  std::ifstream in("corpus/rules/pairs.json");
  if (!in) throw InputError("corpus/rules/pairs.json: cannot read it (run from the source tree)");
  const nlohmann::json j = nlohmann::json::parse(in);
  std::vector<RulePair> pairs;
  for (const auto& p : j.at("pairs")) {
    RulePair pair{p.at("id"), p.at("built_in"), p.at("files")};
    if (id.empty() || pair.id == id) pairs.push_back(std::move(pair));
  }
  return pairs;
}

std::vector<std::string> rule_pair_ids() {
#define KOSPEC_RULE_PAIR_ID_TEXT(id) #id,
  return {KOSPEC_RULE_PAIR_IDS(KOSPEC_RULE_PAIR_ID_TEXT)};
#undef KOSPEC_RULE_PAIR_ID_TEXT
}

void PrintTo(const RulePair& pair, std::ostream* os) {
  *os << pair.built_in << " against " << pair.files;
}

}  // namespace kospec::props
