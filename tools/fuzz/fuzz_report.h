#pragma once
// Writing findings as they occur: one SGF per finding (the game, the engine's answer and kospec's
// verdict with its trace in the root comment), one GNU Go-format regression file (.tst) that
// replays it against any GTP engine, and one JSON line per finding. Engine output is stored
// escaped (tools/gtp_client/byte_text.h), whatever bytes it holds.

#include <filesystem>
#include <string>

#include "tools/fuzz/engine_session.h"

namespace kospec::fuzz {

/// A finding as recorded.
struct RecordedFinding {
  std::size_t number = 0;          ///< 1, 2, ... in the order found
  std::string signature;           ///< Finding::signature()
  std::string file;                ///< the SGF written for it
  std::string tst;                 ///< the regression file written for it
  std::size_t original_plies = 0;  ///< plies before the move, as found
  std::size_t plies = 0;           ///< plies before the move, after minimization (and setup)
  std::size_t setup_stones = 0;    ///< stones set up before those plies (AB/AW in the SGF)
  bool known = false;              ///< whether the corpus records it as a known case
  std::size_t game = 0;            ///< the game it was found in (1-based, over all shards)
};

/// What is the same for every finding of a campaign.
struct ReportContext {
  std::filesystem::path dir;   ///< the output directory
  std::string engine_command;  ///< the engine's command line
  std::string ruleset;         ///< kospec's ruleset and self-capture option, as text
};

/// Creates the output directory and starts an empty findings.jsonl in it; throws InputError naming
/// the directory if either cannot be done (a file in the way, no permission).
void prepare_output(const std::filesystem::path& dir);

/// The SGF text of a finding on a size x size board: the moves before the disputed move, and in
/// the root comment the disputed move, the engine command and answer, kospec's verdict and trace.
std::string finding_sgf(const Finding& finding, int size, const ReportContext& context);

/// The regression file of a finding (gogui-regress and `kospec regress` read it): boardsize,
/// clear_board and the plays of the game, then one numbered command with kospec's expectation:
/// `is_legal` -> [0] or [1]; `all_legal` -> the move listed or not; `play` -> success, or for a
/// move kospec forbids an expected failure ([]*: an engine that accepts it is an unexpected pass);
/// `genmove` -> [!MOVE]. Engine failures replay the failing command expecting any answer.
std::string finding_tst(const Finding& finding, int size, const ReportContext& context,
                        std::size_t number);

/// Writes a finding of game `game` (1-based) to DIR/finding-NNNN.sgf and .tst and appends a line
/// to DIR/findings.jsonl, flushed at once; throws InputError if a file cannot be written.
RecordedFinding write_finding(const ReportContext& context, std::size_t number,
                              const Finding& finding, std::size_t original_plies, int size,
                              bool known, std::size_t game);

/// The name of finding `number`'s files, without extension: "finding-0007".
std::string finding_name(std::size_t number);

}  // namespace kospec::fuzz
