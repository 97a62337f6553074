#pragma once
// A GTP engine run as a child process (GNU Go: `/usr/games/gnugo --mode gtp --quiet`), for the
// tests and the benchmark that compare kospec's reader with GNU Go's (POSIX pipes, fork, execv).
// Starting one sets SIGPIPE to be ignored in the calling process (a write to an engine that died
// then fails with an error instead of killing the test): for test and benchmark programs only.

#include <optional>
#include <string>
#include <vector>

namespace kospec::reading {

/// One GTP response: success ('=') or failure ('?') and the text after the marker, trimmed.
struct GtpReply {
  bool ok = false;   ///< '=' rather than '?'
  std::string text;  ///< the response body, without the marker and the final blank line
};

/// A running GTP engine; the process ends when the object is destroyed.
class GtpProcess {
 public:
  /// Starts `argv[0]` with the arguments; throws std::runtime_error if it cannot be started.
  explicit GtpProcess(const std::vector<std::string>& argv);
  GtpProcess(const GtpProcess&) = delete;             ///< one owner per process
  GtpProcess& operator=(const GtpProcess&) = delete;  ///< one owner per process
  /// Sends `quit`, closes the pipes and waits for the process.
  ~GtpProcess();
  /// Sends one command line and reads its response; throws std::runtime_error if the engine exits.
  GtpReply send(const std::string& command);

 private:
  std::optional<std::string> read_line();

  int pid_ = -1;
  int to_child_ = -1;
  int from_child_ = -1;
  std::string buffer_;
};

/// Whether GNU Go is installed where Debian puts it (/usr/games/gnugo).
bool gnugo_available();
/// The argument vector that starts GNU Go 3.8 in GTP mode.
std::vector<std::string> gnugo_command();

}  // namespace kospec::reading
