#include "tools/fuzz/test/fake_campaign.h"

#include <gtest/gtest.h>

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "tools/fuzz/test/leftover_processes.h"

namespace kospec::fuzz::test {

using namespace std::chrono_literals;

std::string temp_dir(const std::string& name) {
  auto dir = std::filesystem::temp_directory_path() /
             ("kospec_fault_test_" + name + "_" + std::to_string(getpid()));
  std::filesystem::remove_all(dir);
  return dir.string();
}

FuzzOptions options_for(const std::string& mode, const std::string& marker,
                        const std::string& extra) {
  FuzzOptions o;
  o.engine = std::string(KOSPEC_FAKE_ENGINE) + " " + mode + " --marker " + marker + extra;
  o.ruleset = parse_ruleset("simple-ko", SelfCapture::Forbidden);
  o.games = 3;
  o.sizes = {5};
  o.max_plies = 20;
  o.engine_options.command_timeout = 400ms;
  o.engine_options.startup_timeout = 2s;
  o.out_dir = temp_dir(mode);
  return o;
}

CampaignRun run_with(const FuzzOptions& o, const std::string& marker) {
  CampaignRun r;
  r.marker = marker;
  std::ostringstream progress;
  r.summary = run_campaign(o, progress);
  r.progress = progress.str();
  std::ifstream in(std::filesystem::path(o.out_dir) / "findings.jsonl");
  for (std::string line; std::getline(in, line);) r.lines.push_back(nlohmann::json::parse(line));
  return r;
}

CampaignRun run_fake(const std::string& mode, const std::string& extra) {
  const std::string marker = unique_marker(mode);
  return run_with(options_for(mode, marker, extra), marker);
}

void expect_faults(const CampaignRun& r, const std::string& signature) {
  EXPECT_EQ(r.summary.games, 3U) << r.progress;
  ASSERT_EQ(r.summary.findings.size(), 3U) << r.progress;
  ASSERT_EQ(r.lines.size(), 3U);
  for (const RecordedFinding& f : r.summary.findings) EXPECT_EQ(f.signature, signature);
  EXPECT_EQ(r.summary.restarts, 3U);
  EXPECT_TRUE(processes_with(r.marker).empty()) << "an engine process was left running";
}

std::string slurp(const std::string& file) {
  std::ifstream in(file, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

Finished run_kospec(const std::vector<std::string>& args, std::chrono::milliseconds wait,
                    int signal) {
  const auto dir = std::filesystem::temp_directory_path();
  const auto out = dir / ("kospec_sig_out_" + std::to_string(getpid()));
  const auto err = dir / ("kospec_sig_err_" + std::to_string(getpid()));
  const auto start = std::chrono::steady_clock::now();
  const pid_t pid = fork();
  if (pid == 0) {
    setpgid(0, 0);
    const int o = open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int e = open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    dup2(o, STDOUT_FILENO);
    dup2(e, STDERR_FILENO);
    std::vector<char*> argv{const_cast<char*>(KOSPEC_BINARY)};
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    execv(KOSPEC_BINARY, argv.data());
    _exit(127);
  }
  setpgid(pid, pid);
  if (signal != 0) {
    std::this_thread::sleep_for(wait);
    kill(-pid, signal);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  Finished r;
  r.took = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                                 start);
  r.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  r.out = slurp(out.string());
  r.err = slurp(err.string());
  return r;
}

std::string fake(const std::string& mode, const std::string& marker) {
  return std::string(KOSPEC_FAKE_ENGINE) + " " + mode + " --marker " + marker;
}

}  // namespace kospec::fuzz::test
