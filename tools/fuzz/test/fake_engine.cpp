// A GTP engine that misbehaves on purpose, for the fuzzer's fault tests. It is kospec's own
// referee (tools/gtp) plus a trivial genmove (the first legal point), with one fault injected:
//
//   kospec_fake_engine MODE [--after N] [--ruleset R] [--delay MS] [--marker TEXT]
//
// MODE: honest | crash (abort) | exit (status 3) | hang (and a sleeping child) | busy (a busy loop,
// and a busy child) | garbage | nonutf8 | huge (2 MB of "é": cut mid-character at any limit) |
// extra (a second answer to all_legal) | closed (closes stdout, keeps running) | crlf (CR LF line
// ends throughout) | slowstart (honest, with --delay) | liar (honest under --ruleset, e.g. no-ko
// while kospec fuzzes simple-ko) | flood (a child writes "\n" to the shared output for ever; the
// engine goes on answering, 20 ms an answer) | setsid (a child that called setsid() and a daemon whose parent
// exited, then hangs) | deaf (hangs, no child) | nolegal (knows neither all_legal nor is_legal:
// list_commands leaves them out, they answer "? unknown command") | size19 (refuses every board
// size but 19, and says so) | trailing (a space at the end of every answer).
// The fault starts at the Nth command (default 3; protocol_version, list_commands and
// known_command are not counted), or for nonutf8, huge and extra at the first all_legal from then
// on. --delay MS: sleeps that long before reading, at every start. --marker is ignored: tests find
// leftover processes by it; every child is a fork of this process, with the marker in its command
// line too.
#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>

#include "rules/ruleset.h"
#include "tools/gtp/gtp_engine.h"

namespace {

using kospec::gtp::Command;

// A child that runs `body` for ever (its command line is this process's: it carries the marker).
template <class Body>
void spawn(Body body) {
  if (fork() == 0) {
    body();
    _exit(0);
  }
}

[[noreturn]] void sleep_for_ever() {
  for (;;) pause();
}

void flood_output() {
  char newlines[4096];
  std::memset(newlines, '\n', sizeof newlines);
  while (write(STDOUT_FILENO, newlines, sizeof newlines) > 0) {
  }
}

// A child in a session of its own, and a daemon: forked twice, its parent gone, in a new session.
void spawn_escapees() {
  spawn([] {
    setsid();
    sleep_for_ever();
  });
  spawn([] {
    setsid();
    if (fork() == 0) sleep_for_ever();
  });
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

// The answer of an engine that knows neither all_legal nor is_legal (mode nolegal).
std::string without_legal_commands(kospec::gtp::Engine& engine, const Command& command) {
  const auto unknown = [](const std::string& name) {
    return name == "all_legal" || name == "is_legal";
  };
  if (unknown(command.name)) return kospec::gtp::failure(command, "unknown command");
  if (command.name == "known_command" && command.args.size() == 1 && unknown(command.args[0]))
    return kospec::gtp::success(command, "false");
  if (command.name != "list_commands") return engine.execute(command);
  std::string names = "genmove\n";
  for (const std::string& name : kospec::gtp::Engine::command_names())
    if (!unknown(name)) names += name + "\n";
  return kospec::gtp::success(command, names);
}

std::string answer(kospec::gtp::Engine& engine, const Command& command, const std::string& mode) {
  if (command.name == "genmove") return genmove(engine, command);
  // The referee's commands and genmove.
  if (command.name == "known_command" && command.args == std::vector<std::string>{"genmove"})
    return kospec::gtp::success(command, "true");
  if (command.name == "list_commands" && mode != "nolegal") {
    std::string names = engine.execute(command);
    return names.substr(0, names.size() - 2) + "\ngenmove\n\n";
  }
  if (mode == "nolegal") return without_legal_commands(engine, command);
  if (mode == "size19" && command.name == "boardsize" &&
      command.args != std::vector<std::string>{"19"})
    return kospec::gtp::failure(command, "unacceptable size: only 19x19 is supported");
  return engine.execute(command);
}

// The response with the fault of `mode` put in, once the fault is `due` (the modes that stop
// answering never return).
std::string inject(const std::string& mode, bool due, const Command& command,
                   std::string response) {
  const bool all_legal = command.name == "all_legal";
  if (due && mode == "crash") std::abort();
  if (due && mode == "exit") _exit(3);  // no atexit handlers: the status is 3 under ASan too
  if (due && mode == "hang") {
    spawn(sleep_for_ever);
    sleep_for_ever();
  }
  if (due && mode == "busy") {
    std::atomic<unsigned long> spin{0};
    spawn([&spin] {
      for (;;) spin.fetch_add(1, std::memory_order_relaxed);
    });
    for (;;) spin.fetch_add(1, std::memory_order_relaxed);
  }
  if (due && mode == "setsid") {
    spawn_escapees();
    sleep_for_ever();
  }
  if (due && mode == "deaf") sleep_for_ever();
  if (due && mode == "closed") {
    close(STDOUT_FILENO);
    sleep_for_ever();
  }
  if (due && mode == "garbage") response = "hello\n\n";
  const std::string id = command.id ? std::to_string(*command.id) : "";
  if (due && all_legal && mode == "nonutf8") response = "=" + id + " A1 \xff\xfe\xc3(\n\n";
  if (due && all_legal && mode == "huge") {
    response = "=" + id + " ";
    for (int i = 0; i < 1024 * 1024; ++i) response += "\xc3\xa9";
    response += "\n\n";
  }
  if (due && all_legal && mode == "extra") response += "=" + id + "\n\n";
  if (mode == "trailing") response.insert(response.size() - 2, " ");
  if (mode == "crlf") {
    std::string crlf;
    for (char c : response) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    response = crlf;
  }
  return response;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "honest";
  int after = 3;
  int delay_ms = 0;
  std::string ruleset = "simple-ko";
  for (int i = 2; i + 1 < argc; i += 2) {
    const std::string key = argv[i];
    if (key == "--after") after = std::atoi(argv[i + 1]);
    if (key == "--delay") delay_ms = std::atoi(argv[i + 1]);
    if (key == "--ruleset") ruleset = argv[i + 1];
  }
  usleep(static_cast<useconds_t>(delay_ms) * 1000);
  kospec::gtp::Engine engine(kospec::parse_ruleset(ruleset, kospec::SelfCapture::Forbidden));
  int count = 0;
  bool flooding = false;
  for (std::string line; std::getline(std::cin, line);) {
    const auto command = kospec::gtp::parse_command(line);
    if (!command) continue;
    const std::string& name = command->name;
    if (name != "protocol_version" && name != "list_commands" && name != "known_command") ++count;
    const bool due = count >= after;
    const std::string response = inject(mode, due, *command, answer(engine, *command, mode));
    std::cout << response << std::flush;
    if (due && mode == "flood" && !flooding) {
      flooding = true;
      spawn(flood_output);
    }
    if (flooding) usleep(20000);  // answers slowly: the child has time to flood, however loaded
    if (engine.quit_requested()) break;
  }
  return 0;
}
