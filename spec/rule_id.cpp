#include "spec/rule_id.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>

namespace kospec {

namespace {
constexpr std::array<std::pair<RuleId, std::string_view>, 30> kCodes{{
    {RuleId::R2, "R2"},       {RuleId::R3, "R3"},     {RuleId::R4, "R4"},
    {RuleId::R5, "R5"},       {RuleId::R6, "R6"},     {RuleId::R7, "R7"},
    {RuleId::R8, "R8"},       {RuleId::R9, "R9"},     {RuleId::R10, "R10"},
    {RuleId::R11, "R11"},     {RuleId::R12, "R12"},   {RuleId::R13, "R13"},
    {RuleId::R14, "R14"},     {RuleId::R15, "R15"},   {RuleId::A1, "A1"},
    {RuleId::A2, "A2"},       {RuleId::A3, "A3"},     {RuleId::OCC, "OCC"},
    {RuleId::SUI, "SUI"},     {RuleId::PASS, "PASS"}, {RuleId::TURN, "TURN"},
    {RuleId::SETUP, "SETUP"}, {RuleId::KO, "KO"},     {RuleId::NR, "NR"},
    {RuleId::PSK, "PSK"},     {RuleId::SSK, "SSK"},   {RuleId::NSSK, "NSSK"},
    {RuleId::SPB, "SPB"},     {RuleId::SPE, "SPE"},   {RuleId::RPE, "RPE"},
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
