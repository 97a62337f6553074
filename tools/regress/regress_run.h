#pragma once
// Running regression files against a GTP engine, as gogui-regress does: each numbered command is
// a test; it fails if the engine answers with an error or, when a "#?" line follows, if the
// response (after "=id ") does not match the pattern whole (or matches a "!" pattern; a "?"
// pattern fails unless the engine refuses). A test marked '*' is a known failure (GNU Go's
// convention): its failure is expected ("known failure, still failing"), its pass is unexpected
// ("fixed": the known failure now passes).

#include <ostream>
#include <string>
#include <vector>

#include "tools/gtp_client/engine_process.h"
#include "tools/regress/regress_file.h"
#include "tools/run/run_control.h"

namespace kospec::regress {

/// The longest response matched against a test's regular expression: libstdc++'s std::regex
/// matches by recursion, and ".*" against a response of 100 KB overflows the stack. A longer
/// response fails its test ("too long to match").
inline constexpr std::size_t kMaxMatchedBytes = std::size_t{16} << 10;

/// The result of one test.
struct TestResult {
  std::size_t line = 0;        ///< where the command is
  long id = -1;                ///< its number (-1: an unnumbered command with an expectation)
  std::string command;         ///< the command
  std::string expected;        ///< the pattern as written ("" if none)
  std::string response;        ///< the engine's response (escaped)
  bool failed = false;         ///< whether it failed
  bool expected_fail = false;  ///< whether it was marked '*'

  /// A failure not marked '*', or a pass of a test marked '*'.
  bool unexpected() const { return failed != expected_fail; }
};

/// What one file gave.
struct FileResult {
  std::string file;               ///< the file
  std::vector<TestResult> tests;  ///< every test, in order
  std::size_t other_errors = 0;   ///< unnumbered commands the engine refused
  std::string aborted;            ///< why the file stopped early (the engine died), if it did

  /// Tests whose result was not the expected one.
  std::size_t unexpected() const;
  /// Tests marked '*' that passed: fixed known failures (unexpected too).
  std::size_t fixed() const;
  /// Tests marked '*' that failed, as expected: known failures still failing.
  std::size_t known_failures() const;
};

/// Runs each file against the engine (restarted after a file on which it died). Each failure is
/// written to `report` as "FILE:LINE: ID unexpected FAIL: Correct 'X', got 'Y'", or "... known
/// failure, still failing ('*'): ..." for a test marked '*', and each pass of a test marked '*'
/// as "... fixed: a known failure ('*') that now passes, got 'Y'", with a summary line per file. A relative `loadsgf` file that is not
/// found from the working directory is looked up beside the .tst file. Stops early, marking the
/// file aborted, when `control` asks to stop.
std::vector<FileResult> run_files(const std::vector<RegressFile>& files, gtp::EngineProcess& engine,
                                  const run::RunControl& control, std::ostream& report);

}  // namespace kospec::regress
