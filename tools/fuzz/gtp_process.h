#pragma once
// A GTP engine run as a child process: commands out, responses in, with a time limit on each, and
// recovery from an engine that crashes, hangs or answers garbage.

#include <chrono>
#include <string>
#include <sys/types.h>

namespace kospec::fuzz {

/// What happened to one command.
enum class Exchange : std::uint8_t {
  Success,  ///< "= ..." response
  Failure,  ///< "? ..." response
  Crashed,  ///< the engine closed its output or exited
  TimedOut, ///< no complete response within the time limit
  Garbage,  ///< a response that is not GTP ("=" or "?" then text, ended by an empty line)
};

/// "success", "failure", "crashed", "timed out", "garbage".
std::string_view exchange_name(Exchange exchange);

/// The response to one command.
struct Response {
  Exchange exchange = Exchange::Success;  ///< how the exchange went
  std::string text;                       ///< the response text without "= " / "? ", or what was read
};

/// A GTP engine process started from a shell command line.
class GtpProcess {
 public:
  /// Starts `command` with /bin/sh -c; throws InputError if it cannot be started.
  GtpProcess(std::string command, std::chrono::milliseconds timeout);
  /// Kills the engine.
  ~GtpProcess();
  GtpProcess(const GtpProcess&) = delete;
  GtpProcess& operator=(const GtpProcess&) = delete;

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

}  // namespace kospec::fuzz
