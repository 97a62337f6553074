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

// A rule file's code, six bits a character, the first character highest: 0 ends the code.
constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_";
constexpr unsigned kBits = 6;

std::string upper(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
  return out;
}

// The code packed in `bits` (a rule file's id), or "" when they hold no valid code.
std::string unpack(std::uint64_t bits) {
  std::string code;
  for (std::size_t i = 0; i < RuleId::kMaxCodeLength; ++i) {
    const auto shift = static_cast<unsigned>(kBits * (RuleId::kMaxCodeLength - 1 - i));
    const auto c = static_cast<std::size_t>((bits >> shift) & 0x3F);
    if (c == 0) break;
    if (c > kAlphabet.size()) return "";
    code += kAlphabet[c - 1];
  }
  return code;
}

}  // namespace

std::optional<RuleId> RuleId::file_rule(std::string_view text) {
  if (text.empty() || text.size() > kMaxCodeLength) return std::nullopt;
  const std::string code = upper(text);
  if (code[0] < 'A' || code[0] > 'Z' || parse_rule_id(code)) return std::nullopt;
  std::uint64_t bits = kFileBit;
  for (std::size_t i = 0; i < code.size(); ++i) {
    const auto at = kAlphabet.find(code[i]);
    if (at == std::string_view::npos) return std::nullopt;
    bits |= std::uint64_t{at + 1} << (kBits * (kMaxCodeLength - 1 - i));
  }
  return RuleId(bits);
}

std::optional<RuleId> RuleId::from_bits(std::uint64_t bits) {
  if ((bits & kFileBit) == 0) {
    if (bits >= kRuleIdCount) return std::nullopt;
    return RuleId(bits);
  }
  const std::string code = unpack(bits);
  const auto id = file_rule(code);
  if (!id || id->bits() != bits) return std::nullopt;
  return id;
}

std::string rule_code(RuleId id) {
  if (id.is_builtin()) return std::string(id.index() < kCodes.size() ? kCodes[id.index()] : "?");
  return unpack(id.bits_);
}

std::optional<RuleId> parse_rule_id(std::string_view text) {
  const std::string code = upper(text);
  for (std::size_t i = 0; i < kCodes.size(); ++i) {
    if (kCodes[i] == code) return RuleId::builtin(i);
  }
  return std::nullopt;
}

}  // namespace kospec
