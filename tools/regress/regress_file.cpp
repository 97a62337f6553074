#include "tools/regress/regress_file.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <fstream>
#include <regex>
#include <sstream>

#include "spec/error.h"

namespace kospec::regress {

namespace {

std::string trim(const std::string& s) {
  const auto first = s.find_first_not_of(" \t\r");
  if (first == std::string::npos) return "";
  return s.substr(first, s.find_last_not_of(" \t\r") - first + 1);
}

[[noreturn]] void fail(const std::filesystem::path& path, std::size_t line, std::size_t column,
                       const std::string& message) {
  throw InputError(path.string() + ":" + std::to_string(line) + ":" + std::to_string(column) +
                   ": " + message);
}

// Why `pattern`'s numbers are refused, or empty: a number after a backslash or in a "{n,m}"
// above kMaxPatternCount, or repetition counts whose product is (all counts are multiplied, as
// nested repetitions would be: a conservative bound that needs no parse of the groups).
// libstdc++ reads these numbers into a long without an overflow check (undefined behaviour past
// 19 digits) and copies the repeated state once per count. Brackets are not tracked: a literal
// "[{5000]" is refused too.
std::string counts_too_large(const std::string& pattern) {
  const auto digit = [&](std::size_t k) {
    return k < pattern.size() && std::isdigit(static_cast<unsigned char>(pattern[k]));
  };
  const std::string limit = std::to_string(kMaxPatternCount);
  long product = 1;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    const bool escape = pattern[i] == '\\';
    if (!escape && pattern[i] != '{') continue;
    std::size_t j = i + 1;
    long most = 1;
    while (digit(j)) {  // "\N", or each of "{n", ",m"
      const std::size_t start = j;
      while (digit(j)) ++j;
      std::string digits = pattern.substr(start, j - start);
      digits.erase(0, std::min(digits.find_first_not_of('0'), digits.size()));
      if (digits.size() > limit.size() || (digits.size() == limit.size() && digits > limit)) {
        const std::string written = pattern.substr(start, std::min<std::size_t>(j - start, 24));
        return "repeats or refers by the number " + written + (j - start > 24 ? "..." : "") +
               ", more than " + limit;
      }
      if (!escape) most = std::max(most, std::stol("0" + digits));
      if (escape || j >= pattern.size() || pattern[j] != ',') break;
      ++j;
    }
    product *= std::max(most, 1L);  // both factors at most kMaxPatternCount: no overflow
    if (product > kMaxPatternCount)
      return "has repetition counts whose product is more than " + limit;
    if (escape) ++i;  // an escaped character is not a '{' or a backslash
  }
  return "";
}

Expectation parse_expectation(std::string text, const std::filesystem::path& path, std::size_t line,
                              std::size_t column) {
  Expectation e;
  if (!text.empty() && text.back() == '*') {
    e.expected_fail = true;
    text = trim(text.substr(0, text.size() - 1));
  }
  if (text.size() < 2 || text.front() != '[' || text.back() != ']')
    fail(path, line, column, "expected '#? [REGEX]' (optionally '*' after it), got '" + text + "'");
  e.text = text.substr(1, text.size() - 2);
  e.pattern = trim(e.text);
  if (!e.pattern.empty() && (e.pattern[0] == '!' || e.pattern[0] == '?')) {
    (e.pattern[0] == '!' ? e.negated : e.refusal) = true;
    e.pattern = e.pattern.substr(1);
  }
  if (e.pattern.size() > kMaxPatternBytes) {
    fail(path, line, column,
         "the regular expression is " + std::to_string(e.pattern.size()) +
             " bytes long, more than " + std::to_string(kMaxPatternBytes));
  }
  if (const std::string why = counts_too_large(e.pattern); !why.empty())
    fail(path, line, column, "the regular expression " + why);
  try {
    std::regex check(e.pattern);
  } catch (const std::regex_error& ex) {
    fail(path, line, column,
         "the regular expression '" + e.pattern + "' does not compile: " + ex.what());
  }
  return e;
}

}  // namespace

RegressFile parse_regress_file(const std::string& text, const std::filesystem::path& path) {
  RegressFile file{path, {}};
  std::istringstream in(text);
  std::size_t number = 0;
  for (std::string raw; std::getline(in, raw);) {
    ++number;
    const std::string line = trim(raw);
    if (line.rfind("#?", 0) == 0) {
      if (file.steps.empty() || file.steps.back().expected)
        fail(path, number, 1, "a '#?' line with no test command before it");
      const std::size_t column = raw.find("#?") + 4;  // 1-based, after "#? "
      file.steps.back().expected = parse_expectation(trim(line.substr(2)), path, number, column);
      continue;
    }
    if (line.empty() || line[0] == '#') continue;
    Step step{number, line, std::nullopt, std::nullopt};
    long id = 0;
    const std::size_t space = line.find_first_of(" \t");
    const auto [end, ec] = std::from_chars(
        line.data(), line.data() + (space == std::string::npos ? line.size() : space), id);
    if (ec == std::errc() && space != std::string::npos && end == line.data() + space) step.id = id;
    file.steps.push_back(std::move(step));
  }
  return file;
}

RegressFile read_regress_file(const std::filesystem::path& path) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec))
    throw InputError(path.string() + ": not a regular file (a regression file is read whole)");
  if (std::filesystem::file_size(path, ec) > kMaxFileBytes)
    throw InputError(path.string() + ": larger than " + std::to_string(kMaxFileBytes >> 20) +
                     " MiB: not a regression file");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(path.string() + ": cannot open the regression file");
  std::ostringstream text;
  text << in.rdbuf();
  return parse_regress_file(text.str(), path);
}

}  // namespace kospec::regress
