#pragma once
// A case's main line replayed under each ruleset and compared with its expectation: what
// `kospec check` prints and the report's corpus table shows.

#include <optional>
#include <string>
#include <vector>

#include "rules/game.h"
#include "sgf/sgf_game.h"
#include "tools/corpus/manifest.h"

namespace kospec::corpus {

/// One case under one ruleset.
struct Cell {
  std::string ruleset;                  ///< the ruleset's expression
  std::optional<Refusal> stop;          ///< the ply that stopped the main line, with its verdict
  LineOutcome actual;                   ///< the same, in short
  std::optional<LineOutcome> expected;  ///< the manifest's expectation, when judged
  /// Whether it was judged and met.
  bool ok() const { return expected && *expected == actual; }
};

/// One case under every ruleset.
struct CaseRow {
  const Case* c = nullptr;  ///< the case
  sgf::SgfGame game;        ///< its file, read
  std::vector<Cell> cells;  ///< one per ruleset, in order
};

/// A corpus checked.
struct CorpusCheck {
  std::vector<std::string> columns;  ///< the rulesets
  std::vector<CaseRow> rows;         ///< the cases
  std::size_t checked = 0;           ///< expectations compared
  std::size_t failed = 0;            ///< of them, not met
};

/// Replays each case of `corpus` under each ruleset of `columns` (with `self_capture`; the
/// expectations hold for self-capture forbidden, so with another option nothing is judged).
/// Throws InputError on a bad file or expectation.
CorpusCheck check_corpus(const Manifest& corpus, const std::vector<std::string>& columns,
                         SelfCapture self_capture);

}  // namespace kospec::corpus
