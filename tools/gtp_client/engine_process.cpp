#include "tools/gtp_client/engine_process.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <vector>

#include "spec/error.h"
#include "tools/gtp_client/byte_text.h"
#include "tools/gtp_client/process_tree.h"
#include "tools/run/stopped.h"

namespace kospec::gtp {

namespace {

constexpr std::chrono::milliseconds kStopCheck{50};
// Empty lines an engine may send beside its responses: 64 KiB, and 64 bytes a command.
constexpr std::size_t kEmptyLineBytes = std::size_t{64} << 10;
constexpr std::size_t kEmptyLineBytesPerCommand = 64;

// The line the shell runs: a plain "program arguments..." is run with exec, so that the engine is
// the child itself (its exit status and signal are its own, and closing its output closes the
// pipe; ${VAR} expansions still work); anything with shell syntax (pipes, lists, loops,
// redirections, substitutions, assignments) as written.
std::string shell_line(const std::string& command) {
  if (command.find_first_of(";&|<>()\n`") != std::string::npos) return command;
  const std::size_t start = command.find_first_not_of(" \t");
  if (start == std::string::npos) return command;
  const std::string first = command.substr(start, command.find_first_of(" \t", start) - start);
  if (first.find('=') != std::string::npos) return command;
  for (const char* keyword : {"while", "until", "for", "if", "case", "{", "!", "exec"}) {
    if (first == keyword) return command;
  }
  return "exec " + command;
}

// In the forked child: becomes the engine, through /bin/sh. Async-signal-safe calls only (kospec
// may have other threads).
[[noreturn]] void exec_engine(pid_t parent, int input, int output, char* const argv[],
                              char* const environment[]) {
  setpgid(0, 0);  // its own process group: a terminal's Ctrl-C does not reach it
  // Killed by the kernel when kospec dies, however it dies (SIGKILL included).
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != parent) _exit(127);  // kospec died before prctl
  dup2(input, STDIN_FILENO);
  dup2(output, STDOUT_FILENO);
  const int null = open("/dev/null", O_WRONLY);
  if (null >= 0) dup2(null, STDERR_FILENO);
  // Signals kospec ignores must reach the engine as usual (caught ones are reset by exec).
  std::signal(SIGPIPE, SIG_DFL);
  execve("/bin/sh", argv, environment);
  _exit(127);
}

}  // namespace

std::string_view exchange_name(Exchange exchange) {
  switch (exchange) {
    case Exchange::Success:
      return "success";
    case Exchange::Failure:
      return "failure";
    case Exchange::Crashed:
      return "crashed";
    case Exchange::ClosedOutput:
      return "closed-output";
    case Exchange::TimedOut:
      return "timed-out";
    case Exchange::Garbage:
      return "garbage";
    case Exchange::TooLong:
      return "too-long";
    case Exchange::Desync:
      return "desync";
    case Exchange::Stopped:
      return "stopped";
    case Exchange::Flood:
      return "flood";
  }
  return "?";
}

EngineProcess::EngineProcess(std::string command, EngineOptions options)
    : command_(std::move(command)), options_(options) {
  start();
}

EngineProcess::EngineProcess(std::string command, std::chrono::milliseconds timeout)
    : EngineProcess(std::move(command), EngineOptions{timeout}) {}

EngineProcess::~EngineProcess() { stop(); }

void EngineProcess::start() {
  // A write to an engine that died must not kill kospec.
  std::signal(SIGPIPE, SIG_IGN);
  const pid_t parent = getpid();
  tag_entry_ = "KOSPEC_ENGINE_" + std::to_string(parent) + "_" +
               std::to_string(reinterpret_cast<std::uintptr_t>(this)) + "_" +
               std::to_string(++starts_) + "=1";
  // Built before fork: the child calls only async-signal-safe functions.
  std::vector<char*> environment;
  for (char** e = environ; *e != nullptr; ++e) environment.push_back(*e);
  environment.push_back(tag_entry_.data());
  environment.push_back(nullptr);
  std::string line = shell_line(command_);
  char* argv[] = {const_cast<char*>("sh"), const_cast<char*>("-c"), line.data(), nullptr};
  int in_pipe[2] = {-1, -1}, out_pipe[2] = {-1, -1};
  const auto fail = [&](const char* what) {
    const std::string why = what + std::string(std::strerror(errno));
    for (int fd : {in_pipe[0], in_pipe[1], out_pipe[0], out_pipe[1]})
      if (fd >= 0) close(fd);
    pid_ = -1;
    throw InputError(why);
  };
  if (pipe2(in_pipe, O_CLOEXEC) != 0 || pipe2(out_pipe, O_CLOEXEC) != 0)
    fail("engine: cannot create pipes: ");
  pid_ = fork();
  if (pid_ < 0) fail("engine: cannot fork: ");
  if (pid_ == 0) exec_engine(parent, in_pipe[0], out_pipe[1], argv, environment.data());
  setpgid(pid_, pid_);  // also here: the group exists before any kill, whichever runs first
  close(in_pipe[0]);
  close(out_pipe[1]);
  to_engine_ = in_pipe[1];
  from_engine_ = out_pipe[0];
  fcntl(to_engine_, F_SETFL, fcntl(to_engine_, F_GETFL) | O_NONBLOCK);
  buffer_.clear();
  exchanges_ = 0;
  reaped_ = false;
  first_exchange_ = true;
}

void EngineProcess::stop() {
  if (to_engine_ >= 0) close(to_engine_);
  if (from_engine_ >= 0) close(from_engine_);
  to_engine_ = from_engine_ = -1;
  if (pid_ > 0) {
    // The group, the descendants (a setsid() child included) and whatever carries the tag (a
    // daemon reparented away). Linux never gives a new process a pid that is still a live group's
    // id, so the group id stays valid after the shell has been reaped; its pid does not.
    kill_engine_processes({reaped_ ? -1 : pid_, pid_, tag_entry_});
    if (!reaped_) {
      kill(pid_, SIGKILL);
      while (waitpid(pid_, nullptr, 0) < 0 && errno == EINTR) {
      }
    }
  }
  pid_ = -1;
  reaped_ = false;
}

void EngineProcess::restart() {
  stop();
  start();
}

std::string EngineProcess::exit_description() {
  if (pid_ <= 0) return "not running";
  if (reaped_) return "ended";
  int status = 0;
  // The output closed: give the process a moment to finish exiting.
  for (int i = 0; i < 20; ++i) {
    if (waitpid(pid_, &status, WNOHANG) == pid_) {
      reaped_ = true;
      if (WIFSIGNALED(status)) return "killed by signal " + std::to_string(WTERMSIG(status));
      if (!WIFEXITED(status)) return "ended";
      const int code = WEXITSTATUS(status);
      // The shell's own codes (POSIX 2.8.2): the command line names nothing it can run.
      const char* why = code == 127   ? " (command not found: the shell could not find it)"
                        : code == 126 ? " (found but not executable)"
                                      : "";
      return "exited with status " + std::to_string(code) + why;
    }
    usleep(5000);
  }
  return "";
}

EngineProcess::Read EngineProcess::read_some(std::chrono::milliseconds wait) {
  pollfd fd{from_engine_, POLLIN, 0};
  if (poll(&fd, 1, static_cast<int>(wait.count())) <= 0) return Read::Nothing;  // or a signal
  char chunk[4096];
  const ssize_t n = read(from_engine_, chunk, sizeof chunk);
  if (n < 0 && errno == EINTR) return Read::Nothing;
  if (n <= 0) return Read::Closed;
  received_ += static_cast<std::size_t>(n);
  buffer_.append(std::string_view(chunk, static_cast<std::size_t>(n)));
  return Read::Data;
}

std::optional<Response> EngineProcess::output_fault() {
  if (buffer_.pending().size() > options_.max_response_bytes)
    return Response{Exchange::TooLong, std::string(buffer_.pending())};
  std::string flood;
  if (received_ > options_.max_response_bytes) {
    flood = std::to_string(received_) + " bytes in one exchange, more than " +
            std::to_string(options_.max_response_bytes) + ", none of them an answer";
  }
  // Empty lines between responses are allowed, a few a command; a flood of them (a child writing
  // "\n" for ever) is caught however its bytes fall between exchanges.
  const std::size_t allowed = kEmptyLineBytes + kEmptyLineBytesPerCommand * exchanges_;
  if (flood.empty() && buffer_.skipped() > allowed) {
    flood = std::to_string(buffer_.skipped()) +
            " bytes of empty lines since the engine started, more than " + std::to_string(allowed) +
            " (" + std::to_string(kEmptyLineBytes) + " and " +
            std::to_string(kEmptyLineBytesPerCommand) + " a command)";
  }
  if (flood.empty()) return std::nullopt;
  stop();  // it would go on writing: killed at once, with whatever it started
  return Response{Exchange::Flood, flood};
}

std::optional<Response> EngineProcess::drain_unrequested(const std::string& command,
                                                         Deadline deadline) {
  // What the engine (or a child sharing its output) sent since its last answer: read without
  // waiting for more, within the command's deadline, the output limit and the stop flag, so that
  // a flood cannot hold kospec here.
  for (;;) {
    if (stop_requested()) return Response{Exchange::Stopped, ""};
    if (auto fault = output_fault()) return fault;
    if (std::chrono::steady_clock::now() >= deadline) {
      Response flood{
          Exchange::Flood,
          "output nobody asked for went on for the whole time limit before '" + command + "'"};
      stop();
      return flood;
    }
    if (read_some(std::chrono::milliseconds(0)) != Read::Data) break;  // a close: the wait sees it
  }
  if (buffer_.pending().empty()) return std::nullopt;
  return Response{Exchange::Desync, "unexpected output before '" + command +
                                        "': " + escape_bytes(buffer_.pending(), 200)};
}

Response EngineProcess::send(const std::string& command) {
  if (pid_ <= 0 || to_engine_ < 0) return {Exchange::Crashed, "the engine is not running"};
  const auto limit = first_exchange_ ? options_.startup_timeout + options_.command_timeout
                                     : options_.command_timeout;
  const Deadline deadline = std::chrono::steady_clock::now() + limit;
  first_exchange_ = false;
  ++exchanges_;
  received_ = 0;
  // Anything the engine sent since the last response was not asked for: the stream is out of step.
  if (auto fault = drain_unrequested(command, deadline)) return *fault;
  const long id = options_.ids ? next_id_++ : -1;
  const std::string line = (id >= 0 ? std::to_string(id) + " " : "") + command + "\n";
  if (auto fault = write_command(line, deadline)) return *fault;
  return wait_for_response(id, deadline);
}

std::optional<Response> EngineProcess::write_command(std::string_view line, Deadline deadline) {
  // The pipe is non-blocking: an engine that stops reading its input cannot hold kospec either.
  while (!line.empty()) {
    const ssize_t n = write(to_engine_, line.data(), line.size());
    if (n > 0) {
      line.remove_prefix(static_cast<std::size_t>(n));
      continue;
    }
    if (n < 0 && errno != EAGAIN && errno != EINTR) {
      const std::string how = exit_description();
      return Response{Exchange::Crashed,
                      "cannot write to the engine" + (how.empty() ? "" : ": " + how)};
    }
    if (stop_requested()) return Response{Exchange::Stopped, ""};
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0)
      return Response{Exchange::TimedOut,
                      "the engine did not read its input for the whole time limit"};
    pollfd fd{to_engine_, POLLOUT, 0};
    poll(&fd, 1, static_cast<int>(std::min(left, kStopCheck).count()));
  }
  return std::nullopt;
}

Response EngineProcess::wait_for_response(long id, Deadline deadline) {
  while (true) {
    if (auto raw = buffer_.take()) {
      if (raw->mark != '=' && raw->mark != '?') return {Exchange::Garbage, raw->text};
      if (id >= 0 && raw->id != id) {
        return {Exchange::Desync, "the answer carries id " +
                                      (raw->id ? std::to_string(*raw->id) : "(none)") +
                                      ", expected " + std::to_string(id) + ": " + raw->text};
      }
      return {raw->mark == '=' ? Exchange::Success : Exchange::Failure, std::move(raw->text)};
    }
    if (auto fault = output_fault()) return *fault;
    if (stop_requested()) return {Exchange::Stopped, ""};
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return {Exchange::TimedOut, std::string(buffer_.pending())};
    if (read_some(std::min(left, kStopCheck)) != Read::Closed) continue;
    const std::string how = exit_description();
    if (how.empty()) return {Exchange::ClosedOutput, std::string(buffer_.pending())};
    return {Exchange::Crashed, how + (buffer_.pending().empty()
                                          ? ""
                                          : " after sending: " + std::string(buffer_.pending()))};
  }
}

void EngineProcess::expect_started() {
  const Response r = send("protocol_version");
  if (r.answered()) return;
  if (r.exchange == Exchange::Stopped) throw run::Stopped{"a stop request"};
  throw InputError("engine '" + command_ +
                   "' cannot start: protocol_version: " + std::string(exchange_name(r.exchange)) +
                   (r.text.empty() ? "" : " (" + escape_bytes(r.text, 200) + ")"));
}

std::string gnugo_command() { return std::string(kGnuGoPath) + " --mode gtp --quiet"; }

}  // namespace kospec::gtp
