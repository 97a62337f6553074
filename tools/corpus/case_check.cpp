#include "tools/corpus/case_check.h"

#include "sgf/sgf_file.h"

namespace kospec::corpus {

namespace {

Cell replay_cell(const sgf::SgfGame& game, const Ruleset& ruleset) {
  Cell cell;
  cell.ruleset = ruleset.name;
  Game g(game.setup, ruleset);
  cell.stop = replay(g, game.moves, game.moves.size());
  if (cell.stop) {
    const Verdict& v = cell.stop->judgement.verdict;
    cell.actual = {std::string(outcome_name(v.outcome)), cell.stop->index + 1,
                   std::string(rule_code(v.deciding))};
  }
  return cell;
}

}  // namespace

CorpusCheck check_corpus(const Manifest& corpus, const std::vector<std::string>& columns,
                         SelfCapture self_capture) {
  std::vector<Ruleset> rulesets;
  for (const std::string& name : columns) rulesets.push_back(parse_ruleset(name, self_capture));
  // The manifest's expectations hold for self-capture forbidden; otherwise they are not judged.
  const bool judge = self_capture == SelfCapture::Forbidden;
  CorpusCheck check;
  check.columns = columns;
  for (const Case& c : corpus.cases) {
    CaseRow row{&c, sgf::read_game_file(c.path), {}};
    for (std::size_t i = 0; i < columns.size(); ++i) {
      Cell cell = replay_cell(row.game, rulesets[i]);
      cell.ruleset = columns[i];
      if (judge) cell.expected = expected(c, columns[i]);
      check.checked += cell.expected ? 1 : 0;
      check.failed += cell.expected && !cell.ok() ? 1 : 0;
      row.cells.push_back(std::move(cell));
    }
    check.rows.push_back(std::move(row));
  }
  return check;
}

}  // namespace kospec::corpus
