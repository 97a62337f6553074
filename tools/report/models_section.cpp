// The report's model-checking sections: termination of every case under every ruleset and where
// each ruleset first differs from positional superko, each within a time budget, every reason in
// a numbered note.
#include <filesystem>
#include <map>
#include <mutex>

#include "tools/exploration/position_start.h"
#include "tools/explore/diff.h"
#include "tools/explore/termination.h"
#include "tools/report/notes.h"
#include "tools/report/sections.h"
#include "tools/run/in_order.h"
#include "tools/run/number_text.h"
#include "tools/run/stop_clock.h"

namespace kospec::report {

namespace {

namespace fs = std::filesystem;

std::string moves_of(const Graph& board, const std::vector<Move>& moves) {
  std::string out;
  for (const Move& m : moves) out += (out.empty() ? "" : ", ") + move_text(board, m);
  return out;
}

// One ruleset's start on a case and the region: the points its main line plays on.
struct Start {
  Game game;
  PointSet region;
};

Start start_of(const exploration::PositionStart& p, const std::string& ruleset,
               const std::string& file) {
  Game game = exploration::start_game(p, parse_ruleset(ruleset, SelfCapture::Forbidden), file);
  PointSet region = exploration::start_region(p, game, case_region(p.main_line));
  return {std::move(game), std::move(region)};
}

explore::ExactLimits limits_of(std::size_t states, const run::StopClock& clock) {
  explore::ExactLimits limits;
  limits.max_states = states;
  limits.max_bytes = std::size_t{2} << 30;
  limits.control.stop = clock.flag();
  return limits;
}

std::string stopped_why(const std::string& by, const run::StopClock& clock) {
  return clock.timed_out() ? "the time budget of " + run::seconds_text(clock.seconds()) : by;
}

std::string termination_cell(const explore::Termination& t, const Graph& board,
                             const std::string& stopped_by, Notes& notes) {
  if (!t.terminates)
    return "<td class=\"bad\">unknown" + notes.mark("stopped by " + escape(stopped_by)) + "</td>";
  if (*t.terminates) {
    const std::string why = t.argument.rfind("theorem", 0) == 0    ? "theorem"
                            : t.argument.rfind("argument", 0) == 0 ? "R9 argument"
                                                                   : "complete graph";
    return "<td class=\"yes\">ends<br><small>" + why + "</small>" + notes.mark(escape(t.argument)) +
           "</td>";
  }
  return "<td class=\"bad\">loops<br><small>" + std::to_string(t.lasso->lead.size()) + " + " +
         std::to_string(t.lasso->cycle.size()) + " plies</small>" +
         notes.mark("lead: " + escape(moves_of(board, t.lasso->lead)) +
                    "; cycle, for ever: " + escape(moves_of(board, t.lasso->cycle))) +
         "</td>";
}

void note_termination(Context& c, const std::string& ruleset, const std::string& name,
                      const explore::Termination& t, const Graph& board) {
  ProposalFacts* f = c.facts_of(ruleset);
  if (f == nullptr) return;
  if (!t.terminates)
    f->undecided.push_back(name);
  else if (*t.terminates)
    ++f->ends;
  else
    f->loops.push_back(name + " (" + moves_of(board, t.lasso->lead) +
                       (t.lasso->lead.empty() ? "" : ", then ") + moves_of(board, t.lasso->cycle) +
                       " for ever)");
}

// One case's termination under one ruleset, and what stopped it when it is unknown.
struct TerminationCell {
  explore::Termination termination;
  std::string stopped_by;
};

TerminationCell termination_of(const Context& c, const exploration::PositionStart& p,
                               const std::string& ruleset, const std::string& file) {
  const Start s = start_of(p, ruleset, file);
  const run::StopClock clock(c.stop, c.options.model_seconds);
  explore::Decided d =
      explore::explore_and_decide(s.game, s.region, limits_of(2'000'000, clock), 20000, false);
  return {std::move(d.termination), stopped_why(d.graph.stopped_by, clock)};
}

}  // namespace

std::optional<Section> termination_section(Context& context) {
  const std::vector<std::string> files = case_files(context);
  if (files.empty()) return std::nullopt;
  std::vector<exploration::PositionStart> positions;
  for (const std::string& file : files) positions.push_back(exploration::read_position(file, 0));
  // Every case under every ruleset, options.threads cells at once, handed back row by row.
  const std::size_t width = context.plan.rulesets.size();
  Notes notes("termination-note");
  std::vector<std::vector<std::string>> rows;
  std::mutex lock;  // the progress lines of the cells under way
  const auto cell = [&](std::size_t i) {
    if (i % width == 0) {
      const std::lock_guard<std::mutex> one_at_a_time(lock);
      *context.progress << "kospec report: termination of " << files[i / width] << "\n"
                        << std::flush;
    }
    return termination_of(context, positions[i / width], context.plan.rulesets[i % width],
                          files[i / width]);
  };
  std::size_t handed = 0;
  const auto done = [&](TerminationCell&& t) {
    const std::size_t f = handed / width;
    const std::size_t r = handed++ % width;
    const std::string name = fs::path(files[f]).stem().string();
    if (r == 0)
      rows.push_back({"<a href=\"#" + case_anchor(files[f]) + "\">" + escape(name) + "</a>"});
    const Graph& board = positions[f].game.setup.graph;
    rows.back().push_back(termination_cell(t.termination, board, t.stopped_by, notes));
    note_termination(context, context.plan.rulesets[r], name, t.termination, board);
  };
  run::in_order(files.size() * width, context.options.threads, cell, done,
                [&] { return context.stopping(); });
  std::vector<std::string> header{"case"};
  header.insert(header.end(), context.plan.rulesets.begin(), context.plan.rulesets.end());
  return Section{
      "termination", "Termination: can play go on for ever?",
      "<p>From <code>kospec termination DIR -r RULESET --region moves</code>: board plays on "
      "the points each case's main line plays on, and passes; two consecutive passes end the "
      "game (Spight: SPE). <i>loops</i>: a reachable cycle of legal moves that never ends the "
      "game (the shortest lasso found: plies to the cycle + plies around it, the moves in the "
      "note; <code>kospec explore FILE -r R --region moves</code> draws it); <i>ends</i>: every "
      "play ends, by the ruleset's theorem (superkos, Spight), by the R9 argument (a pass must "
      "follow every capture on a cycle of the cycle-set rules, and no cycle of positions keeps "
      "that pattern), or by the complete state graph; <i>unknown</i>: the budget of " +
          run::seconds_text(context.options.model_seconds) + " or 2,000,000 states ran out.</p>" +
          html_table(header, rows, "matrix") + notes.list()};
}

namespace {

std::string words(const Verdict& v) {
  return std::string(outcome_name(v.outcome)) +
         (v.outcome == Outcome::Legal ? "" : " by " + std::string(rule_code(v.deciding)));
}

std::string difference_cell(Context& c, const exploration::PositionStart& p, const Start& base,
                            const Pairing& pair, const std::string& file, Notes& notes) {
  const Start other = start_of(p, pair.other, file);
  const run::StopClock clock(c.stop, c.options.model_seconds);
  const explore::DiffResult d =
      explore::find_difference(base.game, other.game, base.region, limits_of(200'000, clock));
  ProposalFacts* f = c.facts_of(pair.other);
  Comparison* against = f == nullptr ? nullptr : &f->against[pair.base];
  const std::string name = fs::path(file).stem().string();
  if (!d.difference) {
    if (against != nullptr && d.complete) ++against->agrees;
    if (d.complete) return "<td class=\"yes\">never</td>";
    return "<td class=\"bad\">undecided" +
           notes.mark("stopped by " + escape(stopped_why(d.stopped_by, clock))) + "</td>";
  }
  const Graph& board = p.game.setup.graph;
  const explore::Difference& diff = *d.difference;
  const std::size_t ply = diff.line.size() + 1;
  const std::string why =
      "after " + (diff.line.empty() ? std::string("the start") : moves_of(board, diff.line)) +
      ", " + move_text(board, diff.move) + ": " + pair.base + " " +
      words(exploration::verdict_after(base.game, diff.line, diff.move)) + ", " + pair.other + " " +
      words(exploration::verdict_after(other.game, diff.line, diff.move));
  if (against != nullptr)
    against->differs.push_back(name + " at ply " + std::to_string(ply) + ": " + why);
  return "<td>ply " + std::to_string(ply) + "<br><small>" + escape(move_text(board, diff.move)) +
         "</small>" + notes.mark(escape(why)) + "</td>";
}

// The differences table's header: each ruleset against positional superko, or each proposal
// against each baseline.
std::vector<std::string> differences_header(const Context& c, const std::vector<Pairing>& pairs) {
  std::vector<std::string> header{"case"};
  for (const Pairing& pair : pairs)
    header.push_back(c.plan.proposal_first ? pair.other + " vs " + pair.base : pair.other);
  return header;
}

}  // namespace

std::optional<Section> differences_section(Context& context) {
  const std::vector<std::string> files = case_files(context);
  const std::vector<Pairing> pairs = difference_pairs(context.plan);
  if (files.empty() || pairs.empty()) return std::nullopt;
  Notes notes("differences-note");
  std::vector<std::vector<std::string>> rows;
  for (const std::string& file : files) {
    if (context.stopping()) break;
    *context.progress << "kospec report: differences on " << file << "\n" << std::flush;
    const exploration::PositionStart p = exploration::read_position(file, 0);
    const std::string name = fs::path(file).stem().string();
    std::vector<std::string> row{"<a href=\"#" + case_anchor(file) + "\">" + escape(name) + "</a>"};
    std::map<std::string, Start> bases;
    for (const Pairing& pair : pairs) {
      if (context.stopping()) break;
      if (!bases.contains(pair.base)) bases.emplace(pair.base, start_of(p, pair.base, file));
      row.push_back(difference_cell(context, p, bases.at(pair.base), pair, file, notes));
    }
    rows.push_back(std::move(row));
  }
  const bool against_psk = !context.plan.proposal_first;
  return Section{
      "differences",
      against_psk ? "Where the rulesets differ from positional superko"
                  : "Where the proposal differs from the baselines",
      "<p>From <code>kospec diff FILE -r " +
          std::string(against_psk ? "positional-superko -r all" : "BASELINE -r PROPOSAL") +
          " --region moves</code>: the shortest game from each case's setup after which " +
          (against_psk ? "positional superko and the other ruleset"
                       : "the baseline and the proposal") +
          " judge a move differently (one allows it, the other forbids it or ends the game); "
          "the cell gives its ply and move, the note the line and both verdicts. <i>never</i>: the "
          "whole space was searched and they agree everywhere; <i>undecided</i>: the budget of " +
          run::seconds_text(context.options.model_seconds) +
          " or 200,000 state pairs ran out first.</p>" +
          html_table(differences_header(context, pairs), rows, "matrix") + notes.list()};
}

}  // namespace kospec::report
