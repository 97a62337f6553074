#pragma once
// Which engine to fuzz, how to start it for a kospec ruleset, and which probes it answers: data, in
// a JSON file (tools/fuzz/profiles/NAME.json), so a new engine is a profile, not code.
//
//   {"name": "gnugo", "command": "/usr/games/gnugo --mode gtp --quiet --level 1",
//    "probes": ["all_legal", "play", "genmove"], "sizes": [5, 7, 9], "ids": true,
//    "startup_timeout_ms": 10000,
//    "rulesets": {"simple-ko/forbidden": "--simple-ko --forbid-suicide", ...}}
//
// `{dir}` in the command is the profile's folder. `rulesets` maps "RULESET/SUICIDE" (a kospec ruleset name and self-capture option) to the options
// appended to `command`; a ruleset the engine has no options for is not fuzzed.

#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "rules/ruleset.h"

namespace kospec::fuzz {

/// How the fuzzer asks an engine what is legal.
enum class Probe : std::uint8_t {
  AllLegal,  ///< all_legal COLOR: the list of legal vertices, compared with kospec's
  IsLegal,   ///< is_legal COLOR VERTEX on every empty point
  Play,      ///< play of every move kospec forbids must fail (then undo); kospec's moves must pass
  Genmove,   ///< genmove must choose a move kospec allows
};

/// "all_legal", "is_legal", "play", "genmove".
std::string_view probe_name(Probe probe);

/// The probe of a name; throws InputError listing the names for any other.
Probe parse_probe(const std::string& name);

/// An engine profile.
struct EngineProfile {
  std::string name;                             ///< e.g. "gnugo"
  std::string description;                      ///< one line
  std::string command;                          ///< the command line, without ruleset options
  std::set<Probe> probes;                       ///< what the engine answers
  std::vector<int> sizes;                       ///< the board sizes it plays
  bool ids = true;                              ///< whether it echoes GTP command ids
  int startup_timeout_ms = 10000;               ///< time it may take to start
  std::map<std::string, std::string> rulesets;  ///< "RULESET/SUICIDE" -> options

  /// The command line that starts the engine for `ruleset`; throws InputError listing the rulesets
  /// the profile has if it has no options for this one.
  std::string command_for(const Ruleset& ruleset) const;
};

/// The profile of a JSON file; throws InputError naming the file and the missing or bad key.
EngineProfile load_profile(const std::filesystem::path& file);

/// The profile in `text`, read as if from `file` (its folder is `{dir}`); throws InputError as
/// load_profile does.
EngineProfile parse_profile(std::string_view text, const std::filesystem::path& file);

/// The names of the profiles in `directory` (its NAME.json files), sorted.
std::vector<std::string> profile_names(const std::filesystem::path& directory);

/// The profile named `name_or_file`: a file if one exists at that path, else
/// `directory`/NAME.json. Throws InputError listing the profiles in `directory` if there is none.
EngineProfile find_profile(const std::string& name_or_file, const std::filesystem::path& directory);

/// Where the profiles of the source tree are (tools/fuzz/profiles).
std::filesystem::path profile_directory();

/// GNU Go's GTP command line for a kospec ruleset, from the gnugo profile, with `binary` in place of
/// the profile's GNU Go. Throws InputError for a ruleset GNU Go does not have.
std::string gnugo_command(const Ruleset& ruleset, const std::string& binary);

}  // namespace kospec::fuzz
