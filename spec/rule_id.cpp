#include "spec/rule_id.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>

namespace kospec {

namespace {
constexpr std::array<std::pair<RuleId, std::string_view>, 11> kCodes{{
    {RuleId::R2, "R2"},   {RuleId::R3, "R3"},   {RuleId::R4, "R4"},     {RuleId::R5, "R5"},
    {RuleId::R6, "R6"},   {RuleId::R7, "R7"},   {RuleId::OCC, "OCC"},   {RuleId::SUI, "SUI"},
    {RuleId::PASS, "PASS"}, {RuleId::TURN, "TURN"}, {RuleId::SETUP, "SETUP"},
}};
}  // namespace

std::string_view rule_code(RuleId id) {
  for (const auto& [rule, code] : kCodes) {
    if (rule == id) return code;
  }
  return "?";
}

std::optional<RuleId> parse_rule_id(std::string_view text) {
  std::string upper(text);
  std::transform(upper.begin(), upper.end(), upper.begin(),
                 [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
  for (const auto& [rule, code] : kCodes) {
    if (code == upper) return rule;
  }
  return std::nullopt;
}

}  // namespace kospec
