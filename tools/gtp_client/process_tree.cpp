#include "tools/gtp_client/process_tree.h"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <cstdlib>
#include <map>
#include <set>

namespace kospec::gtp {

namespace {

// The whole of a small /proc file (stat, environ), or "" if it cannot be read.
std::string read_proc_file(const std::string& path) {
  const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return "";
  std::string text;
  char chunk[4096];
  for (ssize_t n; (n = read(fd, chunk, sizeof chunk)) > 0;)
    text.append(chunk, static_cast<std::size_t>(n));
  close(fd);
  return text;
}

// "pid (comm) state ppid pgrp ...": comm may hold spaces and parentheses, so read after the last ')'.
bool parse_stat(const std::string& stat, ProcessEntry& entry) {
  const std::size_t close_paren = stat.rfind(')');
  if (close_paren == std::string::npos || close_paren + 2 >= stat.size()) return false;
  const char* rest = stat.c_str() + close_paren + 2;
  entry.state = rest[0];
  char* end = nullptr;
  entry.parent = static_cast<pid_t>(std::strtol(rest + 1, &end, 10));
  entry.group = static_cast<pid_t>(std::strtol(end, nullptr, 10));
  return true;
}

bool has_tag(pid_t pid, const std::string& tag_entry) {
  const std::string environ = read_proc_file("/proc/" + std::to_string(pid) + "/environ");
  // Entries are NUL-terminated: match a whole entry.
  for (std::size_t at = 0; at < environ.size();) {
    const std::size_t end = environ.find('\0', at);
    const std::size_t len = (end == std::string::npos ? environ.size() : end) - at;
    if (environ.compare(at, len, tag_entry) == 0) return true;
    if (end == std::string::npos) break;
    at = end + 1;
  }
  return false;
}

}  // namespace

std::vector<ProcessEntry> list_processes() {
  std::vector<ProcessEntry> out;
  DIR* proc = opendir("/proc");
  if (proc == nullptr) return out;
  while (const dirent* e = readdir(proc)) {
    if (e->d_name[0] < '0' || e->d_name[0] > '9') continue;
    ProcessEntry entry;
    entry.pid = static_cast<pid_t>(std::atol(e->d_name));
    if (parse_stat(read_proc_file(std::string("/proc/") + e->d_name + "/stat"), entry))
      out.push_back(entry);
  }
  closedir(proc);
  return out;
}

std::vector<pid_t> engine_processes(const EngineIdentity& engine) {
  const pid_t root = engine.root;
  const std::vector<ProcessEntry> all = list_processes();
  std::multimap<pid_t, pid_t> children;
  for (const ProcessEntry& p : all) children.emplace(p.parent, p.pid);
  std::set<pid_t> found;
  if (root > 0) {
    std::vector<pid_t> todo{root};  // root's descendants, breadth first
    while (!todo.empty()) {
      const pid_t at = todo.back();
      todo.pop_back();
      if (!found.insert(at).second) continue;
      const auto [first, last] = children.equal_range(at);
      for (auto it = first; it != last; ++it) todo.push_back(it->second);
    }
  }
  const pid_t self = getpid();
  std::vector<pid_t> out;
  for (const ProcessEntry& p : all) {
    if (p.state == 'Z' || p.pid == self) continue;
    const bool mine = found.contains(p.pid) || (engine.group > 0 && p.group == engine.group) ||
                      (!engine.tag_entry.empty() && has_tag(p.pid, engine.tag_entry));
    if (mine) out.push_back(p.pid);
  }
  return out;
}

void kill_engine_processes(const EngineIdentity& engine) {
  if (engine.group > 0) kill(-engine.group, SIGKILL);
  for (int round = 0; round < 50; ++round) {
    const std::vector<pid_t> left = engine_processes(engine);
    if (left.empty()) return;
    for (pid_t pid : left) kill(pid, SIGKILL);
    usleep(1000);  // a killed process leaves /proc a moment later
  }
}

}  // namespace kospec::gtp
