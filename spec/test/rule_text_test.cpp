// Every quote marked RulesText must appear verbatim (up to white space) in the rules text, which
// the repository keeps in spec/text/ko-rules-cycle-sets.txt (a copy of the seed document).
#include "spec/rule_text.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

namespace kospec {
namespace {

std::string squeeze(std::string_view text) {
  std::string out;
  for (char c : text) {
    const bool space = c == ' ' || c == '\n' || c == '\t' || c == '\r';
    if (space) {
      if (!out.empty() && out.back() != ' ') out += ' ';
    } else {
      out += c;
    }
  }
  return out;
}

std::string seed_text() {
  std::ifstream in("spec/text/ko-rules-cycle-sets.txt");
  std::stringstream buffer;
  buffer << in.rdbuf();
  return squeeze(buffer.str());
}

TEST(TEXT_Quotes, RulesTextQuotesAreVerbatim) {
  const std::string seed = seed_text();
  ASSERT_FALSE(seed.empty())
      << "spec/text/ko-rules-cycle-sets.txt not found (run from the source root)";
  for (const RuleText& rule : rule_catalogue()) {
    if (rule.source != RuleSource::RulesText) continue;
    const std::string code(rule_code(rule.id));
    // The numbered list at the end of the text: "5) Capture. A string is captured ..."
    const std::string number = code.substr(0, 1) == "R" ? code.substr(1) : code;
    const std::string heading = number + ") " + std::string(rule.title);
    EXPECT_NE(seed.find(heading), std::string::npos) << code << ": heading '" << heading << "'";
    EXPECT_NE(seed.find(squeeze(rule.text)), std::string::npos) << code << ": text differs";
  }
}

TEST(TEXT_Catalogue, IdsAreUniqueAndParse) {
  for (const RuleText& rule : rule_catalogue()) {
    EXPECT_EQ(parse_rule_id(rule_code(rule.id)), rule.id);
    EXPECT_EQ(&rule_text(rule.id), &rule) << rule_code(rule.id);
    EXPECT_FALSE(rule.title.empty());
    EXPECT_FALSE(rule.text.empty());
  }
  EXPECT_EQ(parse_rule_id("r5"), RuleId::R5);
  EXPECT_FALSE(parse_rule_id("R99").has_value());
}

}  // namespace
}  // namespace kospec
