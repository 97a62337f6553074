// A GTP engine that misbehaves on purpose, for the fuzzer's fault tests. It is kospec's own
// referee (tools/gtp) plus a trivial genmove (the first legal point), with one fault injected:
//
//   kospec_fake_engine MODE [--after N] [--ruleset R] [--delay MS] [--marker TEXT]
//
// MODE: honest | crash (abort) | exit (status 3) | hang (and a sleeping child) | busy (a busy loop,
// and a busy child) | garbage | nonutf8 | huge (2 MB of "é": cut mid-character at any limit) |
// extra (a second answer to all_legal) | closed (closes stdout, keeps running) | crlf (CR LF line
// ends throughout) | slowstart (sleeps --delay ms before reading) | liar (honest under --ruleset,
// e.g. no-ko while kospec fuzzes simple-ko).
// The fault starts at the Nth command (default 3), or for nonutf8, huge and extra at the first
// all_legal from then on. --marker is ignored: tests find leftover processes by it.
#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <iostream>
#include <string>

#include "rules/ruleset.h"
#include "tools/gtp/gtp_engine.h"

namespace {

using kospec::gtp::Command;

void spawn(const std::string& script) {
  if (fork() == 0) {
    execl("/bin/sh", "sh", "-c", script.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
}

std::string genmove(kospec::gtp::Engine& engine, const Command& command) {
  if (command.args.size() != 1) return kospec::gtp::failure(command, "syntax error");
  const std::string listed = engine.execute(Command{std::nullopt, "all_legal", {command.args[0]}});
  std::string vertex = "pass";
  if (listed.size() > 3 && listed[1] == ' ')
    vertex = listed.substr(2, listed.find_first_of(" \n", 2) - 2);
  engine.execute(Command{std::nullopt, "play", {command.args[0], vertex}});
  return kospec::gtp::success(command, vertex);
}

}  // namespace

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "honest";
  int after = 3;
  int delay_ms = 0;
  std::string ruleset = "simple-ko";
  std::string marker;
  for (int i = 2; i + 1 < argc; i += 2) {
    const std::string key = argv[i];
    if (key == "--after") after = std::atoi(argv[i + 1]);
    if (key == "--delay") delay_ms = std::atoi(argv[i + 1]);
    if (key == "--ruleset") ruleset = argv[i + 1];
    if (key == "--marker") marker = argv[i + 1];
  }
  if (mode == "slowstart") usleep(static_cast<useconds_t>(delay_ms) * 1000);
  kospec::gtp::Engine engine(kospec::parse_ruleset(ruleset, kospec::SelfCapture::Forbidden));
  int count = 0;
  for (std::string line; std::getline(std::cin, line);) {
    const auto command = kospec::gtp::parse_command(line);
    if (!command) continue;
    ++count;
    const bool due = count >= after;
    const bool all_legal = command->name == "all_legal";
    std::string response =
        command->name == "genmove" ? genmove(engine, *command) : engine.execute(*command);
    if (due && mode == "crash") std::abort();
    if (due && mode == "exit") _exit(3);  // no atexit handlers: the status is 3 under ASan too
    if (due && mode == "hang") {
      spawn("sleep 300 # " + marker);
      for (;;) pause();
    }
    if (due && mode == "busy") {
      spawn("while :; do :; done # " + marker);
      std::atomic<unsigned long> spin{0};
      for (;;) spin.fetch_add(1, std::memory_order_relaxed);
    }
    if (due && mode == "closed") {
      close(STDOUT_FILENO);
      for (;;) pause();
    }
    if (due && mode == "garbage") response = "hello\n\n";
    const std::string id = command->id ? std::to_string(*command->id) : "";
    if (due && all_legal && mode == "nonutf8") response = "=" + id + " A1 \xff\xfe\xc3(\n\n";
    if (due && all_legal && mode == "huge") {
      response = "=" + id + " ";
      for (int i = 0; i < 1024 * 1024; ++i) response += "\xc3\xa9";
      response += "\n\n";
    }
    if (due && all_legal && mode == "extra") response += "=" + id + "\n\n";
    if (mode == "crlf") {
      std::string crlf;
      for (char c : response) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
      response = crlf;
    }
    std::cout << response << std::flush;
    if (engine.quit_requested()) break;
  }
  return 0;
}
