#pragma once
// Finding and killing everything an engine started, by walking /proc: its process group, its
// descendants (a child that called setsid() included), and every process that still carries the
// engine's environment tag (a daemon whose parent has exited, reparented away from the engine).

#include <sys/types.h>

#include <string>
#include <vector>

namespace kospec::gtp {

/// The name of the environment variable that tags every process an engine starts.
inline constexpr const char* kEngineTagVariable = "KOSPEC_ENGINE";

/// One process as /proc shows it.
struct ProcessEntry {
  pid_t pid = 0;     ///< its id
  pid_t parent = 0;  ///< its parent's id
  pid_t group = 0;   ///< its process group
  char state = '?';  ///< R, S, D, Z (zombie), T...
};

/// Every process /proc lists (those that vanish while it is read are left out).
std::vector<ProcessEntry> list_processes();

/// What identifies the processes of one engine.
struct EngineIdentity {
  pid_t root = -1;        ///< the engine's pid while it is not reaped (-1 after: it may be reused)
  pid_t group = -1;       ///< its process group (a live group's id is never reused)
  std::string tag_entry;  ///< "KOSPEC_ENGINE=...", in the environment of all it starts
};

/// The live processes of an engine: the members of its group, the root's descendants, and the
/// processes whose environment holds its tag. Zombies are left out: they are dead already.
std::vector<pid_t> engine_processes(const EngineIdentity& engine);

/// Sends SIGKILL to every process engine_processes() finds, again until a scan finds none (a
/// process that forks as it dies leaves children that carry the tag), at most 50 rounds.
void kill_engine_processes(const EngineIdentity& engine);

}  // namespace kospec::gtp
