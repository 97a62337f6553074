#pragma once
// A GTP engine run as a child process (GTP 2): commands out, responses in, with a time limit on
// each, and recovery from an engine that crashes, hangs, spins, closes its output, answers garbage,
// answers twice, answers in CR LF, floods its output or stops reading its input. Every read and
// write has the command's deadline and checks the stop flag; every byte read counts toward the
// output limit. The engine dies with
// kospec (PR_SET_PDEATHSIG), and stopping it kills whatever it started (tools/gtp_client/
// process_tree.h). Used by the fuzzer (tools/fuzz), `kospec regress`, the reader's GNU Go oracle
// (reading/test) and the reading benchmark.

#include <sys/types.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "tools/gtp_client/response_buffer.h"

namespace kospec::gtp {

/// What happened to one command.
enum class Exchange : std::uint8_t {
  Success,       ///< "= ..." response
  Failure,       ///< "? ..." response
  Crashed,       ///< the engine exited (text: how: "exited with status 3", "killed by signal 11")
  ClosedOutput,  ///< the engine closed its standard output but still runs
  TimedOut,      ///< no complete response within the time limit
  Garbage,       ///< a response that is not GTP ("=" or "?" then text, ended by an empty line)
  TooLong,       ///< a response longer than the limit
  Desync,        ///< bytes nobody asked for, or the answer to another command id
  Stopped,       ///< a stop was requested (SIGINT, SIGTERM, SIGHUP) while waiting
  Flood,  ///< more than the output limit read in one exchange, none of it an answer; more than
          ///< 64 KiB of empty lines (and 64 bytes a command) since the engine started; or output
          ///< nobody asked for that went on for the whole time limit. The engine is killed.
};

/// "success", "failure", "crashed", "closed-output", "timed-out", "garbage", "too-long",
/// "desync", "stopped", "flood".
std::string_view exchange_name(Exchange exchange);

/// The response to one command.
struct Response {
  Exchange exchange = Exchange::Success;  ///< how the exchange went
  std::string text;  ///< the response text without "=id " / "?id ", or the raw bytes read

  /// Whether the engine answered with success ('=').
  bool ok() const { return exchange == Exchange::Success; }
  /// Whether the engine answered at all ('=' or '?'); otherwise it must be restarted.
  bool answered() const { return exchange == Exchange::Success || exchange == Exchange::Failure; }
};

/// How an engine is run.
struct EngineOptions {
  /// Time limit of one command's response.
  std::chrono::milliseconds command_timeout{10000};
  /// Extra time allowed for the first response after a (re)start: loading a network, an opening
  /// book. Start-up time never counts against `command_timeout`.
  std::chrono::milliseconds startup_timeout{30000};
  /// Number each command (GTP 2 ids) and require the response to carry the same id, so that a
  /// response arriving late or twice is caught as a desync.
  bool ids = true;
  /// Longest response accepted, in bytes (TooLong past it), and most bytes read in one exchange
  /// (Flood past it): every byte read counts, empty lines included. Empty lines are counted, never
  /// stored: the client's memory per engine stays within about this.
  std::size_t max_response_bytes = std::size_t{1} << 20;
  /// When it becomes true, a command being waited for returns Stopped (checked every 50 ms).
  const std::atomic<bool>* stop = nullptr;
};

/// A GTP engine process started from a shell command line, in a process group of its own (Ctrl-C
/// on a terminal does not reach it), killed by the kernel if kospec dies (PR_SET_PDEATHSIG), and
/// tagged in its environment: killing it kills its group, its descendants and everything that
/// carries the tag (kill_engine_processes).
class EngineProcess {
 public:
  /// Starts `command` with /bin/sh -c; throws InputError if no process can be created.
  EngineProcess(std::string command, EngineOptions options);
  /// The same with default options and `timeout` per command.
  EngineProcess(std::string command, std::chrono::milliseconds timeout);
  /// Kills the engine and everything it started.
  ~EngineProcess();
  EngineProcess(const EngineProcess&) = delete;             ///< one owner per process
  EngineProcess& operator=(const EngineProcess&) = delete;  ///< one owner per process

  /// Sends one command and waits for its response (at most the time limit). After anything but
  /// Success or Failure the engine is in an unknown state: call restart().
  Response send(const std::string& command);
  /// Sends protocol_version with the start-up time limit; throws InputError naming the command
  /// line and what happened if the engine does not answer (it cannot start), run::Stopped if a
  /// stop was requested meanwhile.
  void expect_started();
  /// Kills the engine and everything it started (if alive) and starts it again.
  void restart();
  /// Kills the engine and everything it started; send() then answers Crashed until restart().
  void stop();
  /// The command line it was started with.
  const std::string& command() const { return command_; }
  /// The process group of the running engine (its shell's pid); -1 when stopped.
  pid_t process_group() const { return pid_; }
  /// "KOSPEC_ENGINE_...=1": the entry in the environment of the engine and all it starts.
  const std::string& tag_entry() const { return tag_entry_; }

 private:
  using Deadline = std::chrono::steady_clock::time_point;
  enum class Read : std::uint8_t { Data, Nothing, Closed };

  void start();
  bool stop_requested() const { return options_.stop != nullptr && options_.stop->load(); }
  Read read_some(std::chrono::milliseconds wait);
  std::optional<Response> output_fault();
  std::optional<Response> drain_unrequested(const std::string& command, Deadline deadline);
  std::optional<Response> write_command(std::string_view line, Deadline deadline);
  Response wait_for_response(long id, Deadline deadline);
  std::string exit_description();

  std::string command_;
  EngineOptions options_;
  pid_t pid_ = -1;
  bool reaped_ = false;
  int to_engine_ = -1;
  int from_engine_ = -1;
  bool first_exchange_ = true;
  long next_id_ = 1;
  std::size_t exchanges_ = 0;  // commands sent since the engine started
  std::size_t received_ = 0;   // bytes read in the current exchange
  unsigned starts_ = 0;
  std::string tag_entry_;
  ResponseBuffer buffer_;
};

/// Where Debian installs GNU Go 3.8.
inline constexpr std::string_view kGnuGoPath = "/usr/games/gnugo";
/// The command line that starts GNU Go 3.8 in GTP mode (more options may be appended).
std::string gnugo_command();

}  // namespace kospec::gtp
