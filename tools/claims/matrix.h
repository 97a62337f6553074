#pragma once
// The readings matrix: every claim of a claims corpus under every reading of every rule that has
// readings (the clause table's: A1 with its depths, A2, A3, R13), which readings keep which
// claims, the reading that keeps the most (ties to the literal words), and, where no reading
// keeps every claim, the smallest set of claims no reading keeps together: an inconsistency of
// the text. `kospec verify DIR --readings RULE|all` prints it; the report has it as a section.

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "sgf/sgf_game.h"
#include "tools/claims/verify.h"

namespace kospec::claims {

/// One reading of a rule, as the matrix tries it.
struct MatrixReading {
  std::string term;         ///< as written in a composition: "A1.full(depth=4)"
  bool literal = false;     ///< the reading closest to the text's words (the clause table's)
  bool is_default = false;  ///< the reading the rule is taken in when named plainly
  std::size_t kept = 0;     ///< claims that hold under it
  std::size_t refuted = 0;  ///< claims refuted under it
  std::size_t unknown = 0;  ///< claims a limit left undecided under it
};

/// One claim under each reading of a rule.
struct MatrixRow {
  const Claim* claim = nullptr;             ///< the claim
  const ClaimPosition* position = nullptr;  ///< its position
  std::string base;                         ///< the claim's ruleset the readings replace a term of
  std::vector<Asked> asked;                 ///< per reading: the ruleset
  std::vector<Decision> decisions;          ///< per reading: the answer
};

/// The matrix of one rule.
struct RuleMatrix {
  std::string rule;                     ///< "A1", "A2", "A3", "R13"
  std::vector<MatrixReading> readings;  ///< its readings, the columns
  std::vector<MatrixRow> rows;          ///< the claims whose rulesets take a reading of it
  std::optional<std::size_t>
      chosen;  ///< the reading keeping the most (ties: literal, default); none when stopped
  /// The inconsistencies found: each a smallest set of rows that no reading keeps together (under
  /// each reading one of them is refuted), among the rows some reading keeps and no earlier set
  /// holds (so they are disjoint), up to six rows each; empty when there is none.
  std::vector<std::vector<std::size_t>> conflicts;
  /// The rows refuted under every reading: no reading of this rule keeps them, so they are no
  /// conflict among its readings (another rule, or the claim, is at fault).
  std::vector<std::size_t> unanimous;
  bool complete = true;  ///< every cell decided (no stop request)
};

/// A decision made already (by verify_claims, within a budget no smaller than the matrix's): the
/// cell of the claim with id `claim` under `ruleset` takes it instead of being searched again.
struct KnownDecision {
  std::string claim;  ///< the claim's id
  Ruleset ruleset;    ///< the ruleset it was decided under
  Decision decision;  ///< the answer
};

/// The rules with readings, from the clause table, in its order: A1, R13, A2, A3.
std::vector<std::string> matrix_rules();

/// The readings matrix of each of `rules` ("all": matrix_rules()) over `claims` (with their
/// positions, in the same order), each cell within `seconds` (0: no budget), `at_once` claims at
/// a time (at least 1), calling `starting` before each cell searched (one call at a time; progress
/// lines begin with decision_label); a cell in `known` is not searched. Throws InputError on a rule
/// without readings.
std::vector<RuleMatrix> readings_matrix(
    const std::vector<Claim>& claims, const std::vector<ClaimPosition>& positions,
    const std::vector<std::string>& rules, const SearchLimits& limits, double seconds,
    const std::function<void(const Claim&, const Asked&)>& starting = {}, std::size_t at_once = 1,
    const std::vector<KnownDecision>& known = {});

/// The finding of a matrix in words: "the text is inconsistent here: no reading of A1 keeps
/// rule10-threat-stays-valid and figure3-disallowed-capture" (each conflict, "; nor ..."), or that
/// a reading keeps every claim, followed by the claims no reading keeps.
std::string matrix_finding(const RuleMatrix& matrix);

/// The game of a refutation in the matrix, to show as a line or a figure: the counterexample's own
/// SGF (an outcome claim's forced line, a lasso) when it has one, else the claim's main line up to
/// the ply refuted (a verdict claim, or a ply that keeps the claim's position from being reached),
/// else the claim's position.
sgf::SgfGame counterexample_game(const MatrixRow& row, const Decision& decision);

}  // namespace kospec::claims
