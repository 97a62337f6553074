#include "spec/rule_id.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>

namespace kospec {

namespace {

constexpr std::array<std::string_view, kRuleIdCount> kCodes{
#define KOSPEC_RULE_ID_CODE(code) #code,
    KOSPEC_RULE_IDS(KOSPEC_RULE_ID_CODE)
#undef KOSPEC_RULE_ID_CODE
};

}  // namespace

std::string_view rule_code(RuleId id) {
  const auto i = static_cast<std::size_t>(id);
  return i < kCodes.size() ? kCodes[i] : "?";
}

std::optional<RuleId> parse_rule_id(std::string_view text) {
  std::string upper(text);
  std::transform(upper.begin(), upper.end(), upper.begin(),
                 [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
  for (std::size_t i = 0; i < kCodes.size(); ++i) {
    if (kCodes[i] == upper) return static_cast<RuleId>(i);
  }
  return std::nullopt;
}

}  // namespace kospec
