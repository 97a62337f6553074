#include "tools/regress/regress_run.h"

#include <algorithm>
#include <regex>
#include <sstream>

#include "tools/gtp_client/byte_text.h"

namespace kospec::regress {

namespace {

// The command with a relative loadsgf file that exists beside the .tst file made absolute.
std::string resolve_loadsgf(const std::string& command, const std::filesystem::path& tst) {
  std::istringstream words(command);
  std::vector<std::string> w;
  for (std::string s; words >> s;) w.push_back(s);
  const std::size_t at = !w.empty() && w[0] == "loadsgf"     ? 0
                         : w.size() > 1 && w[1] == "loadsgf" ? 1
                                                             : w.size();
  if (at + 1 >= w.size()) return command;
  const std::filesystem::path file = w[at + 1];
  if (file.is_absolute() || std::filesystem::exists(file)) return command;
  const std::filesystem::path beside = tst.parent_path() / file;
  if (!std::filesystem::exists(beside)) return command;
  w[at + 1] = std::filesystem::absolute(beside).string();
  std::string out;
  for (const std::string& s : w) out += (out.empty() ? "" : " ") + s;
  return out;
}

bool matches(const Expectation& e, const std::string& response) {
  if (response.size() > kMaxMatchedBytes) return false;  // a recursion deep enough to crash
  const bool match = std::regex_match(response, std::regex(e.pattern));
  return e.negated ? !match : match;
}

}  // namespace

std::size_t FileResult::unexpected() const {
  return static_cast<std::size_t>(std::count_if(
      tests.begin(), tests.end(), [](const TestResult& t) { return t.unexpected(); }));
}

std::size_t FileResult::fixed() const {
  return static_cast<std::size_t>(
      std::count_if(tests.begin(), tests.end(),
                    [](const TestResult& t) { return t.expected_fail && !t.failed; }));
}

std::size_t FileResult::known_failures() const {
  return static_cast<std::size_t>(std::count_if(
      tests.begin(), tests.end(), [](const TestResult& t) { return t.expected_fail && t.failed; }));
}

std::vector<FileResult> run_files(const std::vector<RegressFile>& files, gtp::EngineProcess& engine,
                                  const run::RunControl& control, std::ostream& report) {
  std::vector<FileResult> results;
  for (const RegressFile& file : files) {
    FileResult result{file.path.string(), {}, 0, ""};
    for (const Step& step : file.steps) {
      if (control.stop_requested()) {
        result.aborted = "a stop request";
        break;
      }
      const gtp::Response r = engine.send(resolve_loadsgf(step.command, file.path));
      if (r.exchange == gtp::Exchange::Stopped) {
        result.aborted = "a stop request";  // not the engine's fault: no restart
        break;
      }
      if (!r.answered()) {
        result.aborted = "the engine " + std::string(gtp::exchange_name(r.exchange)) + " at line " +
                         std::to_string(step.line) + " (" + gtp::escape_bytes(step.command, 200) +
                         ")";
        report << file.path.string() << ":" << step.line << ": " << result.aborted << "\n";
        engine.restart();
        break;
      }
      const std::string response =
          gtp::escape_bytes(r.text, 2000) +
          (r.text.size() > kMaxMatchedBytes
               ? " (too long to match: " + std::to_string(r.text.size()) + " bytes)"
               : "");
      if (!step.id && !step.expected) {
        result.other_errors += r.ok() ? 0 : 1;
        continue;
      }
      TestResult t{step.line,
                   step.id.value_or(-1),
                   step.command,
                   step.expected ? step.expected->text : "",
                   response,
                   !r.ok(),
                   step.expected && step.expected->expected_fail};
      if (step.expected && step.expected->refusal)
        t.failed = r.ok() || !matches(*step.expected, r.text);  // it must be refused
      else if (r.ok() && step.expected)
        t.failed = !matches(*step.expected, r.text);
      const std::string where =
          file.path.string() + ":" + std::to_string(step.line) + ": " + std::to_string(t.id);
      const std::string got = "got '" + std::string(r.ok() ? "" : "? ") + response + "'";
      if (t.failed && !t.expected_fail) {
        report << where << " unexpected FAIL: Correct '" << t.expected << "', " << got << "\n";
      } else if (t.failed && t.expected_fail) {
        report << where << " known failure, still failing ('*'): Correct '" << t.expected << "', "
               << got << "\n";
      } else if (!t.failed && t.expected_fail) {
        report << where << " fixed: a known failure ('*') that now passes, " << got << "\n";
      }
      result.tests.push_back(std::move(t));
    }
    const std::size_t failed = static_cast<std::size_t>(std::count_if(
        result.tests.begin(), result.tests.end(), [](const TestResult& t) { return t.failed; }));
    report << result.file << ": " << result.tests.size() << " tests, "
           << result.tests.size() - failed << " passed, " << failed << " failed, "
           << result.unexpected() << " unexpected (" << result.fixed() << " fixed), "
           << result.known_failures() << " known failures still failing, " << result.other_errors
           << " other errors"
           << (result.aborted.empty() ? "" : " (stopped: " + result.aborted + ")") << "\n";
    results.push_back(std::move(result));
    if (control.stop_requested()) break;
  }
  return results;
}

}  // namespace kospec::regress
