#pragma once
// A GTP engine run as a child process (GTP 2): commands out, responses in, with a time limit on
// each, and recovery from an engine that crashes, hangs or answers garbage. Used by the fuzzer
// (tools/fuzz), the reader's GNU Go oracle (reading/test) and the reading benchmark.

#include <sys/types.h>

#include <chrono>
#include <cstdint>
#include <string>
#include <string_view>

namespace kospec::gtp {

/// What happened to one command.
enum class Exchange : std::uint8_t {
  Success,   ///< "= ..." response
  Failure,   ///< "? ..." response
  Crashed,   ///< the engine closed its output or exited
  TimedOut,  ///< no complete response within the time limit
  Garbage,   ///< a response that is not GTP ("=" or "?" then text, ended by an empty line)
};

/// "success", "failure", "crashed", "timed out", "garbage".
std::string_view exchange_name(Exchange exchange);

/// The response to one command.
struct Response {
  Exchange exchange = Exchange::Success;  ///< how the exchange went
  std::string text;  ///< the response text without "=id " / "?id ", or what was read

  /// Whether the engine answered with success ('=').
  bool ok() const { return exchange == Exchange::Success; }
};

/// A GTP engine process started from a shell command line, in a process group of its own so that
/// killing it kills everything it started.
class EngineProcess {
 public:
  /// Starts `command` with /bin/sh -c; throws InputError if it cannot be started. `timeout` bounds
  /// each command's response.
  EngineProcess(std::string command, std::chrono::milliseconds timeout);
  /// Kills the engine and everything in its process group.
  ~EngineProcess();
  EngineProcess(const EngineProcess&) = delete;             ///< one owner per process
  EngineProcess& operator=(const EngineProcess&) = delete;  ///< one owner per process

  /// Sends one command and waits for its response (at most the time limit). After anything but
  /// Success or Failure the engine is dead: call restart().
  Response send(const std::string& command);
  /// Kills the engine (if alive) and starts it again.
  void restart();
  /// The command line it was started with.
  const std::string& command() const { return command_; }

 private:
  void start();
  void stop();

  std::string command_;
  std::chrono::milliseconds timeout_;
  pid_t pid_ = -1;
  int to_engine_ = -1;
  int from_engine_ = -1;
  std::string pending_;  // bytes read past the last response
};

/// Where Debian installs GNU Go 3.8.
inline constexpr std::string_view kGnuGoPath = "/usr/games/gnugo";
/// The command line that starts GNU Go 3.8 in GTP mode (more options may be appended).
std::string gnugo_command();

}  // namespace kospec::gtp
