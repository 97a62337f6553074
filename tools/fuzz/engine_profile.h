#pragma once
// Which engine to fuzz and which kospec ruleset its options correspond to. The default target is
// GNU Go 3.8; its ko and suicide options map one to one onto kospec rulesets.

#include <string>

#include "rules/ruleset.h"

namespace kospec::fuzz {

/// An engine command line and the kospec ruleset it should agree with.
struct EngineProfile {
  std::string command;  ///< the shell command that starts the engine in GTP mode
  Ruleset ruleset;      ///< the kospec ruleset (and self-capture option) to compare with
};

/// GNU Go's GTP command line for a kospec ruleset: --no-ko (no-ko), --simple-ko (simple-ko),
/// --positional-superko, --situational-superko; --forbid-suicide (forbidden), --allow-suicide
/// (multi), --allow-all-suicide (all). Throws InputError for a ruleset GNU Go does not have.
std::string gnugo_command(const Ruleset& ruleset, const std::string& binary);

}  // namespace kospec::fuzz
