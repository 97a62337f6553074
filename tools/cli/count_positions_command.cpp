// kospec count positions: the reachable positions of the game graph and the legal colourings.
#include <chrono>
#include <cstdio>

#include <nlohmann/json.hpp>

#include "spec/error.h"
#include "tools/cli/count_command.h"
#include "tools/cli/json_output.h"
#include "tools/count/position_count.h"
#include "tools/count/reachable.h"
#include "tools/run/number_text.h"
#include "tools/smallboard/ternary_index.h"

namespace kospec::cli {

namespace {

using Json = nlohmann::ordered_json;

std::string three_decimals(double value) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.3f", value);
  return buffer;
}

// What was counted, and what it says.
struct Counted {
  count::PositionCount counted;  ///< the search and the legality check
  bool complete = false;         ///< both ran to the end
  bool all_reached = false;      ///< the reached positions are exactly the legal ones
  double degree = 0;             ///< the average out-degree
  std::string stopped;           ///< how far an interrupted count got
};

Counted summarise(count::PositionCount counted, const smallboard::BitBoard& board) {
  Counted c;
  c.counted = std::move(counted);
  const count::LegalCount& legal = c.counted.legal;
  const count::PositionCount& r = c.counted;
  c.complete = r.search_complete && legal.complete;
  c.all_reached = c.complete && legal.legal == r.positions &&
                  legal.legal_and_reached == legal.legal && legal.reached_illegal == 0;
  c.degree = r.expanded == 0 ? 0.0 : static_cast<double>(r.edges) / static_cast<double>(r.expanded);
  if (!r.search_complete) {
    c.stopped = "interrupted: " + r.step_name + " " + std::to_string(r.steps) + " of the search, " +
                run::grouped(r.positions) + " positions reached, " + run::grouped(r.expanded) +
                " of them expanded; the legal colourings were not counted";
  } else if (!legal.complete) {
    c.stopped = "interrupted: the search was complete (" + run::grouped(r.positions) +
                " positions reached); " + run::grouped(legal.colourings) + " of " +
                run::grouped(smallboard::power_of_three(board.points())) +
                " colourings checked for legality";
  }
  return c;
}

Json positions_json(const Counted& c, const smallboard::BitBoard& board) {
  const count::PositionCount& r = c.counted;
  const count::LegalCount& legal = r.legal;
  Json j = command_json("count positions");
  j.update(
      Json{{"board", {{"columns", board.columns()}, {"rows", board.rows()}, {"plain_grid", true}}},
           {"points", board.points()},
           {"colourings", smallboard::power_of_three(board.points())},
           {"complete", c.complete},
           {"reachable", r.positions},
           {"expanded", r.expanded},
           {"edges", r.edges},
           {"average_out_degree", c.degree}});
  if (r.search_complete) {
    j["legal"] = legal.legal;
    j["legal_and_reachable"] = legal.legal_and_reached;
    j["reachable_not_legal"] = legal.reached_illegal;
    j["every_legal_position_reachable"] = c.all_reached;
    j["colourings_checked"] = legal.colourings;
  }
  if (!c.complete) j["interrupted"] = c.stopped;
  return j;
}

void print_positions(const Counted& c, const smallboard::BitBoard& board, std::ostream& out) {
  const count::PositionCount& r = c.counted;
  const count::LegalCount& legal = r.legal;
  out << "count positions " << board.size_name()
      << ": the game graph of Tromp & Farnebäck (a stone of either colour on an empty point, "
         "self-capture allowed)\n";
  out << "colourings: " << run::grouped(smallboard::power_of_three(board.points())) << " (3^"
      << board.points() << ")\n";
  if (r.search_complete)
    out << "legal positions (every string has a liberty): " << run::grouped(legal.legal)
        << (legal.complete ? "" : " so far") << "\n";
  out << "positions reached from the empty board: " << run::grouped(r.positions)
      << (r.search_complete ? "" : " so far") << "\n";
  if (c.complete)
    out << "every legal position reached, and only legal ones: " << (c.all_reached ? "yes" : "NO")
        << " (" << run::grouped(legal.legal_and_reached) << " legal positions reached, "
        << run::grouped(legal.reached_illegal) << " illegal ones)\n";
  out << "edges: " << run::grouped(r.edges) << " (moves that change the position, from the "
      << run::grouped(r.expanded) << " positions expanded)\n";
  out << "average out-degree: " << three_decimals(c.degree) << " (" << r.edges << " / "
      << r.expanded << ")\n";
  out << (c.complete ? "" : ">= ") << r.positions << (c.complete ? "" : " (interrupted)") << "\n";
}

// The board, checked against the limits of one process (or of the ranks) and the memory budget.
smallboard::BitBoard counted_board(const CountOptions& options) {
  const BoardSize size = parse_board_size(options.board);
  // One process holds every colouring's bits; ranks share them (5x5 on a cluster).
  const int most = options.count_positions ? count::kMaxRankedPoints : count::kMaxEnumeratedPoints;
  if (size.columns * size.rows > most) {
    throw InputError("count positions: --board " + options.board + " has " +
                     std::to_string(size.columns * size.rows) + " points; at most " +
                     std::to_string(most) +
                     " are supported (the visited tables hold one bit per colouring, 3^points)" +
                     (options.count_positions ? "" : "; up to 25 on MPI ranks (mpirun)"));
  }
  const smallboard::BitBoard board(size.columns, size.rows);
  const std::uint64_t table_bytes =
      2 * ((smallboard::power_of_three(board.points()) + 63) / 64) * 8;
  if (!options.count_positions && table_bytes > options.max_memory_mb << 20) {
    throw InputError("count positions: --board " + options.board + " needs " +
                     run::grouped(table_bytes >> 20) +
                     " MiB for its visited tables, over --max-memory " +
                     std::to_string(options.max_memory_mb) + " MiB");
  }
  return board;
}

}  // namespace

int run_count_positions(const CountOptions& options, std::ostream& out, std::ostream& err,
                        const run::RunControl& control) {
  const smallboard::BitBoard board = counted_board(options);
  const auto start = std::chrono::steady_clock::now();
  const Counted c = summarise(
      options.count_positions ? options.count_positions(board, options.max_memory_mb << 20, control)
                              : count::count_positions(board, control),
      board);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (options.json)
    out << positions_json(c, board).dump() << "\n";
  else
    print_positions(c, board, out);
  if (!c.complete) {
    err << "count positions " << board.size_name() << ": " << c.stopped << "\n";
    return 1;
  }
  if (control.reports_progress()) {
    err << "count positions " << board.size_name() << ": done in " << run::seconds_text(seconds)
        << ", " << run::rate(static_cast<double>(c.counted.expanded), seconds) << " positions/s\n";
  }
  if (!c.all_reached) {
    err << "count positions " << board.size_name()
        << ": finding: the positions reached from the empty board "
        << "are not exactly the legal positions\n";
    return 1;
  }
  return 0;
}

}  // namespace kospec::cli
