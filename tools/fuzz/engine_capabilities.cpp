#include "tools/fuzz/engine_capabilities.h"

#include <sstream>

#include "spec/error.h"
#include "tools/gtp_client/byte_text.h"
#include "tools/run/stopped.h"

namespace kospec::fuzz {

namespace {

// Sends `command`. After a fault the engine is in an unknown state: it is restarted, and the
// answer (not answered) tells the caller that it learned nothing.
gtp::Response ask(gtp::EngineProcess& engine, const std::string& command) {
  gtp::Response r = engine.send(command);
  if (r.exchange == gtp::Exchange::Stopped) throw run::Stopped{"a stop request"};
  if (!r.answered()) {
    engine.restart();
    engine.expect_started();
  }
  return r;
}

// The commands an engine says it knows: its list_commands (one name a line), else, name by name,
// known_command; an engine that answers neither is taken at its word.
class KnownCommands {
 public:
  explicit KnownCommands(gtp::EngineProcess& engine) : engine_(engine) {
    const gtp::Response r = ask(engine_, "list_commands");
    if (!r.ok()) return;
    listed_ = true;
    std::istringstream lines(r.text);
    for (std::string name; lines >> name;) names_.insert(name);
  }
  bool knows(std::string_view name) {
    if (listed_ && names_.contains(std::string(name))) return true;
    const gtp::Response r = ask(engine_, "known_command " + std::string(name));
    if (r.ok()) return r.text == "true";
    return !listed_;  // neither list_commands nor known_command: it cannot tell
  }

 private:
  gtp::EngineProcess& engine_;
  bool listed_ = false;
  std::set<std::string> names_;
};

// The sizes from 2 to 25 (GTP 2's largest) the engine accepts, as "5, 7, 9"; "none" if none.
std::string accepted_sizes(gtp::EngineProcess& engine) {
  std::string sizes;
  for (int n = 2; n <= 25; ++n) {
    const gtp::Response r = ask(engine, "boardsize " + std::to_string(n));
    if (!r.answered()) break;  // a fault: say what is known so far
    if (r.ok()) sizes += (sizes.empty() ? "" : ", ") + std::to_string(n);
  }
  return sizes.empty() ? "none" : sizes;
}

}  // namespace

std::set<Probe> usable_probes(gtp::EngineProcess& engine, const std::set<Probe>& wanted,
                              std::ostream& progress) {
  KnownCommands known(engine);
  std::set<Probe> usable;
  for (const Probe probe : wanted) {
    if (known.knows(probe_name(probe))) {
      usable.insert(probe);
      continue;
    }
    // all_legal -> is_legal -> play: the same question asked point by point, then by playing.
    std::optional<Probe> instead;
    if (probe == Probe::AllLegal && known.knows("is_legal")) instead = Probe::IsLegal;
    if (!instead && probe != Probe::Play && probe != Probe::Genmove && known.knows("play"))
      instead = Probe::Play;
    progress << "kospec fuzz: the engine does not know " << probe_name(probe)
             << (instead ? ": probing with " + std::string(probe_name(*instead)) + " instead"
                         : ": probe " + std::string(probe_name(probe)) + " left out")
             << "\n";
    if (instead) usable.insert(*instead);
  }
  if (usable.empty())
    throw InputError("engine '" + engine.command() + "': it knows none of the probes' commands");
  return usable;
}

void check_board_sizes(gtp::EngineProcess& engine, const std::vector<int>& sizes) {
  for (const int size : sizes) {
    const std::string command = "boardsize " + std::to_string(size);
    const gtp::Response r = ask(engine, command);
    if (r.exchange != gtp::Exchange::Failure) continue;  // accepted, or a fault the games meet
    throw InputError("engine '" + engine.command() + "' refuses '" + command + "' (? " +
                     gtp::escape_bytes(r.text, 200) + "); the sizes it accepts: " +
                     accepted_sizes(engine) + " (choose with --sizes)");
  }
}

}  // namespace kospec::fuzz
