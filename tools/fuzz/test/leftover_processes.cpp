#include "tools/fuzz/test/leftover_processes.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace kospec::fuzz::test {

namespace {

std::vector<int> scan(const std::string& marker) {
  std::vector<int> found;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator("/proc", ec)) {
    const std::string name = entry.path().filename().string();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    const int pid = std::stoi(name);
    if (pid == getpid()) continue;
    std::ifstream cmdline(entry.path() / "cmdline", std::ios::binary);
    std::stringstream text;
    text << cmdline.rdbuf();
    if (text.str().find(marker) == std::string::npos) continue;  // zombies have no cmdline
    found.push_back(pid);
  }
  return found;
}

}  // namespace

std::vector<int> processes_with(const std::string& marker) {
  // A process killed with SIGKILL leaves the process table a moment later: look again for up to
  // two seconds before calling it left behind.
  std::vector<int> found = scan(marker);
  for (int i = 0; i < 40 && !found.empty(); ++i) {
    usleep(50000);
    found = scan(marker);
  }
  return found;
}

std::vector<int> processes_now(const std::string& marker) { return scan(marker); }

std::string unique_marker(const std::string& name) {
  return "kospec-fake-" + name + "-" + std::to_string(getpid());
}

}  // namespace kospec::fuzz::test
