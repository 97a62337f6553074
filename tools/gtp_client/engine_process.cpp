#include "tools/gtp_client/engine_process.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cerrno>
#include <csignal>
#include <cstring>

#include "spec/error.h"

namespace kospec::gtp {

std::string_view exchange_name(Exchange exchange) {
  switch (exchange) {
    case Exchange::Success:
      return "success";
    case Exchange::Failure:
      return "failure";
    case Exchange::Crashed:
      return "crashed";
    case Exchange::TimedOut:
      return "timed out";
    case Exchange::Garbage:
      return "garbage";
  }
  return "?";
}

EngineProcess::EngineProcess(std::string command, std::chrono::milliseconds timeout)
    : command_(std::move(command)), timeout_(timeout) {
  start();
}

EngineProcess::~EngineProcess() { stop(); }

void EngineProcess::start() {
  int in_pipe[2], out_pipe[2];
  if (pipe(in_pipe) != 0 || pipe(out_pipe) != 0)
    throw InputError("engine: cannot create pipes: " + std::string(std::strerror(errno)));
  pid_ = fork();
  if (pid_ < 0) throw InputError("engine: cannot fork: " + std::string(std::strerror(errno)));
  if (pid_ == 0) {
    dup2(in_pipe[0], STDIN_FILENO);
    dup2(out_pipe[1], STDOUT_FILENO);
    setpgid(0, 0);  // its own process group: stop() kills the engine and whatever it started
    const int null = open("/dev/null", O_WRONLY);
    if (null >= 0) dup2(null, STDERR_FILENO);
    close(in_pipe[0]);
    close(in_pipe[1]);
    close(out_pipe[0]);
    close(out_pipe[1]);
    execl("/bin/sh", "sh", "-c", command_.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  setpgid(pid_, pid_);  // also here: the group exists before any kill, whichever runs first
  close(in_pipe[0]);
  close(out_pipe[1]);
  to_engine_ = in_pipe[1];
  from_engine_ = out_pipe[0];
  pending_.clear();
  // A write to an engine that died must not kill kospec.
  std::signal(SIGPIPE, SIG_IGN);
}

void EngineProcess::stop() {
  if (to_engine_ >= 0) close(to_engine_);
  if (from_engine_ >= 0) close(from_engine_);
  to_engine_ = from_engine_ = -1;
  if (pid_ > 0) {
    kill(-pid_, SIGKILL);  // the whole process group (the shell and the engine it started)
    kill(pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
  }
  pid_ = -1;
}

void EngineProcess::restart() {
  stop();
  start();
}

Response EngineProcess::send(const std::string& command) {
  const std::string line = command + "\n";
  if (write(to_engine_, line.data(), line.size()) != static_cast<ssize_t>(line.size())) {
    return {Exchange::Crashed, "cannot write to the engine"};
  }
  const auto deadline = std::chrono::steady_clock::now() + timeout_;
  while (true) {
    // A response ends with an empty line; skip any empty lines before it (GTP 2, 3.4).
    while (!pending_.empty() && pending_.front() == '\n') pending_.erase(0, 1);
    if (const auto end = pending_.find("\n\n"); end != std::string::npos) {
      std::string response = pending_.substr(0, end);
      pending_.erase(0, end + 2);
      std::erase(response, '\r');
      if (response.empty() || (response[0] != '=' && response[0] != '?'))
        return {Exchange::Garbage, response};
      std::size_t start = 1;
      while (start < response.size() && std::isdigit(static_cast<unsigned char>(response[start])))
        ++start;
      while (start < response.size() && response[start] == ' ') ++start;
      return {response[0] == '=' ? Exchange::Success : Exchange::Failure, response.substr(start)};
    }
    if (pending_.size() > (1U << 20)) return {Exchange::Garbage, pending_.substr(0, 200) + "..."};
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return {Exchange::TimedOut, pending_};
    pollfd fd{from_engine_, POLLIN, 0};
    const int ready = poll(&fd, 1, static_cast<int>(left.count()));
    if (ready < 0 && errno == EINTR) continue;
    if (ready <= 0) continue;
    char buffer[4096];
    const ssize_t n = read(from_engine_, buffer, sizeof buffer);
    if (n <= 0) return {Exchange::Crashed, pending_};
    pending_.append(buffer, static_cast<std::size_t>(n));
  }
}

std::string gnugo_command() { return std::string(kGnuGoPath) + " --mode gtp --quiet"; }

}  // namespace kospec::gtp
