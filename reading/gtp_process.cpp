#include "reading/gtp_process.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <stdexcept>

namespace kospec::reading {

namespace {

void write_all(int fd, const std::string& text) {
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) throw std::runtime_error("GTP engine: cannot write to its input");
    done += static_cast<std::size_t>(n);
  }
}

}  // namespace

GtpProcess::GtpProcess(const std::vector<std::string>& argv) {
  int in_pipe[2];
  int out_pipe[2];
  if (::pipe(in_pipe) != 0) throw std::runtime_error("GTP engine: pipe failed");
  if (::pipe(out_pipe) != 0) {
    ::close(in_pipe[0]);
    ::close(in_pipe[1]);
    throw std::runtime_error("GTP engine: pipe failed");
  }
  std::vector<char*> args;
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  pid_ = ::fork();
  if (pid_ < 0) throw std::runtime_error("GTP engine: fork failed");
  if (pid_ == 0) {
    ::dup2(in_pipe[0], STDIN_FILENO);
    ::dup2(out_pipe[1], STDOUT_FILENO);
    const int devnull = ::open("/dev/null", O_WRONLY);
    if (devnull >= 0) ::dup2(devnull, STDERR_FILENO);
    ::close(in_pipe[0]);
    ::close(in_pipe[1]);
    ::close(out_pipe[0]);
    ::close(out_pipe[1]);
    ::execv(args[0], args.data());
    ::_exit(127);
  }
  ::close(in_pipe[0]);
  ::close(out_pipe[1]);
  to_child_ = in_pipe[1];
  from_child_ = out_pipe[0];
  ::signal(SIGPIPE, SIG_IGN);
}

GtpProcess::~GtpProcess() {
  if (to_child_ >= 0) {
    try {
      write_all(to_child_, "quit\n");
    } catch (const std::exception&) {
    }
    ::close(to_child_);
  }
  if (from_child_ >= 0) ::close(from_child_);
  if (pid_ > 0) {
    int status = 0;
    ::waitpid(pid_, &status, 0);
  }
}

std::optional<std::string> GtpProcess::read_line() {
  for (;;) {
    const std::size_t nl = buffer_.find('\n');
    if (nl != std::string::npos) {
      std::string line = buffer_.substr(0, nl);
      buffer_.erase(0, nl + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return line;
    }
    char chunk[4096];
    const ssize_t n = ::read(from_child_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return std::nullopt;
    buffer_.append(chunk, static_cast<std::size_t>(n));
  }
}

GtpReply GtpProcess::send(const std::string& command) {
  write_all(to_child_, command + "\n");
  GtpReply reply;
  bool started = false;
  for (;;) {
    const std::optional<std::string> line = read_line();
    if (!line) throw std::runtime_error("GTP engine: exited while answering '" + command + "'");
    if (!started) {
      if (line->empty()) continue;
      started = true;
      reply.ok = (*line)[0] == '=';
      reply.text = line->size() > 1 ? line->substr(1) : "";
    } else {
      if (line->empty()) break;
      reply.text += "\n" + *line;
    }
  }
  const std::size_t first = reply.text.find_first_not_of(" \t\n");
  const std::size_t last = reply.text.find_last_not_of(" \t\n");
  reply.text = first == std::string::npos ? "" : reply.text.substr(first, last - first + 1);
  return reply;
}

bool gnugo_available() { return ::access("/usr/games/gnugo", X_OK) == 0; }

std::vector<std::string> gnugo_command() { return {"/usr/games/gnugo", "--mode", "gtp", "--quiet"}; }

}  // namespace kospec::reading
