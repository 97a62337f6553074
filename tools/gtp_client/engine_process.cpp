#include "tools/gtp_client/engine_process.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>

#include "spec/error.h"
#include "tools/gtp_client/byte_text.h"

namespace kospec::gtp {

namespace {

constexpr std::chrono::milliseconds kStopCheck{50};

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
  int in_pipe[2], out_pipe[2];
  if (pipe2(in_pipe, O_CLOEXEC) != 0 || pipe2(out_pipe, O_CLOEXEC) != 0)
    throw InputError("engine: cannot create pipes: " + std::string(std::strerror(errno)));
  pid_ = fork();
  if (pid_ < 0) throw InputError("engine: cannot fork: " + std::string(std::strerror(errno)));
  if (pid_ == 0) {
    setpgid(0, 0);  // its own process group: stop() kills the engine and whatever it started
    dup2(in_pipe[0], STDIN_FILENO);
    dup2(out_pipe[1], STDOUT_FILENO);
    const int null = open("/dev/null", O_WRONLY);
    if (null >= 0) dup2(null, STDERR_FILENO);
    // Signals kospec ignores or catches must reach the engine as usual.
    std::signal(SIGPIPE, SIG_DFL);
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    const std::string line = shell_line(command_);
    execl("/bin/sh", "sh", "-c", line.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  setpgid(pid_, pid_);  // also here: the group exists before any kill, whichever runs first
  close(in_pipe[0]);
  close(out_pipe[1]);
  to_engine_ = in_pipe[1];
  from_engine_ = out_pipe[0];
  buffer_.clear();
  reaped_ = false;
  first_exchange_ = true;
}

void EngineProcess::stop() {
  if (to_engine_ >= 0) close(to_engine_);
  if (from_engine_ >= 0) close(from_engine_);
  to_engine_ = from_engine_ = -1;
  if (pid_ > 0) {
    // The whole process group: the shell, the engine it started and anything the engine started.
    // Linux never gives a new process a pid that is still a live group's id, so the group id stays
    // valid even after the shell has been reaped.
    kill(-pid_, SIGKILL);
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
  if (!reaped_) {
    int status = 0;
    // The output closed: give the process a moment to finish exiting.
    for (int i = 0; i < 20; ++i) {
      const pid_t r = waitpid(pid_, &status, WNOHANG);
      if (r == pid_) {
        reaped_ = true;
        if (WIFEXITED(status)) return "exited with status " + std::to_string(WEXITSTATUS(status));
        if (WIFSIGNALED(status)) return "killed by signal " + std::to_string(WTERMSIG(status));
        return "ended";
      }
      usleep(5000);
    }
    return "";
  }
  return "ended";
}

bool EngineProcess::drain_available() {
  char chunk[4096];
  bool any = false;
  for (;;) {
    pollfd fd{from_engine_, POLLIN, 0};
    if (poll(&fd, 1, 0) <= 0 || (fd.revents & (POLLIN | POLLHUP)) == 0) return any;
    const ssize_t n = read(from_engine_, chunk, sizeof chunk);
    if (n <= 0) return any;
    buffer_.append(std::string_view(chunk, static_cast<std::size_t>(n)));
    any = true;
    if (buffer_.pending().size() > options_.max_response_bytes) return any;
  }
}

Response EngineProcess::send(const std::string& command) {
  if (pid_ <= 0 || to_engine_ < 0) return {Exchange::Crashed, "the engine is not running"};
  // Anything the engine sent since the last response was not asked for: the stream is out of step.
  drain_available();
  if (!buffer_.pending().empty()) {
    return {Exchange::Desync,
            "unexpected output before '" + command + "': " + escape_bytes(buffer_.pending(), 200)};
  }
  const long id = options_.ids ? next_id_++ : -1;
  const std::string line = (id >= 0 ? std::to_string(id) + " " : "") + command + "\n";
  if (write(to_engine_, line.data(), line.size()) != static_cast<ssize_t>(line.size())) {
    const std::string how = exit_description();
    return {Exchange::Crashed, "cannot write to the engine" + (how.empty() ? "" : ": " + how)};
  }
  return wait_for_response(id);
}

Response EngineProcess::wait_for_response(long id) {
  const auto limit = first_exchange_ ? options_.startup_timeout + options_.command_timeout
                                     : options_.command_timeout;
  const auto deadline = std::chrono::steady_clock::now() + limit;
  first_exchange_ = false;
  char chunk[4096];
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
    if (buffer_.pending().size() > options_.max_response_bytes)
      return {Exchange::TooLong, std::string(buffer_.pending())};
    if (options_.stop != nullptr && options_.stop->load()) return {Exchange::Stopped, ""};
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return {Exchange::TimedOut, std::string(buffer_.pending())};
    pollfd fd{from_engine_, POLLIN, 0};
    const int ready = poll(&fd, 1, static_cast<int>(std::min(left, kStopCheck).count()));
    if (ready <= 0) continue;  // nothing yet, or a signal (the stop flag is checked above)
    const ssize_t n = read(from_engine_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      const std::string how = exit_description();
      if (how.empty()) return {Exchange::ClosedOutput, std::string(buffer_.pending())};
      return {Exchange::Crashed, how + (buffer_.pending().empty()
                                            ? ""
                                            : " after sending: " + std::string(buffer_.pending()))};
    }
    buffer_.append(std::string_view(chunk, static_cast<std::size_t>(n)));
  }
}

void EngineProcess::expect_started() {
  const Response r = send("protocol_version");
  if (r.answered()) return;
  throw InputError("engine '" + command_ +
                   "' cannot start: protocol_version: " + std::string(exchange_name(r.exchange)) +
                   (r.text.empty() ? "" : " (" + escape_bytes(r.text, 200) + ")"));
}

std::string gnugo_command() { return std::string(kGnuGoPath) + " --mode gtp --quiet"; }

}  // namespace kospec::gtp
