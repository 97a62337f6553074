#pragma once
// Writing findings as they occur: one SGF per finding (the game, the engine's answer and kospec's
// verdict with its trace in the root comment) and one JSON line per finding.

#include <filesystem>
#include <string>

#include "tools/fuzz/engine_session.h"

namespace kospec::fuzz {

/// A finding as recorded.
struct RecordedFinding {
  std::size_t number = 0;          ///< 1, 2, ... in the order found
  std::string signature;           ///< Finding::signature()
  std::string file;                ///< the SGF written for it
  std::size_t original_plies = 0;  ///< plies before the move, as found
  std::size_t plies = 0;           ///< plies before the move, after minimization
  bool known = false;              ///< whether the corpus records it as a known case
};

/// The SGF text of a finding on a size x size board: the moves before the disputed move, and in
/// the root comment the disputed move, the engine command and answer, kospec's verdict and trace.
std::string finding_sgf(const Finding& finding, int size, const std::string& engine_command,
                        const std::string& ruleset);

/// Writes a finding to DIR/finding-NNNN.sgf and appends a line to DIR/findings.jsonl.
RecordedFinding write_finding(const std::filesystem::path& dir, std::size_t number,
                              const Finding& finding, std::size_t original_plies, int size,
                              const std::string& engine_command, const std::string& ruleset,
                              bool known);

}  // namespace kospec::fuzz
