// kospec count positions: the reachable positions of the game graph and the legal colourings.
#include <chrono>
#include <cstdio>

#include <nlohmann/json.hpp>

#include "spec/error.h"
#include "tools/cli/count_command.h"
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

}  // namespace

int run_count_positions(const CountOptions& options, std::ostream& out, std::ostream& err,
                        const run::RunControl& control) {
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
  const auto start = std::chrono::steady_clock::now();
  const count::PositionCount counted =
      options.count_positions ? options.count_positions(board, options.max_memory_mb << 20, control)
                              : count::count_positions(board, control);
  const count::LegalCount& legal = counted.legal;
  struct {
    std::uint64_t positions, expanded, edges;
    int sweeps;
    bool complete;
  } const reachable{counted.positions, counted.expanded, counted.edges, counted.steps,
                    counted.search_complete};
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  const bool complete = reachable.complete && legal.complete;
  const bool all_reached = complete && legal.legal == reachable.positions &&
                           legal.legal_and_reached == legal.legal && legal.reached_illegal == 0;
  const double degree = reachable.expanded == 0 ? 0.0
                                                : static_cast<double>(reachable.edges) /
                                                      static_cast<double>(reachable.expanded);
  std::string stopped;
  if (!reachable.complete) {
    stopped = "interrupted: " + counted.step_name + " " + std::to_string(reachable.sweeps) +
              " of the search, " + run::grouped(reachable.positions) + " positions reached, " +
              run::grouped(reachable.expanded) +
              " of them expanded; the legal colourings were not counted";
  } else if (!legal.complete) {
    stopped = "interrupted: the search was complete (" + run::grouped(reachable.positions) +
              " positions reached); " + run::grouped(legal.colourings) + " of " +
              run::grouped(smallboard::power_of_three(board.points())) +
              " colourings checked for legality";
  }

  if (options.json) {
    Json j{{"command", "count positions"},
           {"board", board.size_name()},
           {"points", board.points()},
           {"colourings", smallboard::power_of_three(board.points())},
           {"complete", complete},
           {"reachable", reachable.positions},
           {"expanded", reachable.expanded},
           {"edges", reachable.edges},
           {"average_out_degree", degree}};
    if (reachable.complete) {
      j["legal"] = legal.legal;
      j["legal_and_reachable"] = legal.legal_and_reached;
      j["reachable_not_legal"] = legal.reached_illegal;
      j["every_legal_position_reachable"] = all_reached;
      j["colourings_checked"] = legal.colourings;
    }
    if (!complete) j["interrupted"] = stopped;
    out << j.dump() << "\n";
  } else {
    out << "count positions " << board.size_name()
        << ": the game graph of Tromp & Farnebäck (a stone of either colour on an empty point, "
           "self-capture allowed)\n";
    out << "colourings: " << run::grouped(smallboard::power_of_three(board.points())) << " (3^"
        << board.points() << ")\n";
    if (reachable.complete) {
      out << "legal positions (every string has a liberty): " << run::grouped(legal.legal)
          << (legal.complete ? "" : " so far") << "\n";
    }
    out << "positions reached from the empty board: " << run::grouped(reachable.positions)
        << (reachable.complete ? "" : " so far") << "\n";
    if (complete) {
      out << "every legal position reached, and only legal ones: " << (all_reached ? "yes" : "NO")
          << " (" << run::grouped(legal.legal_and_reached) << " legal positions reached, "
          << run::grouped(legal.reached_illegal) << " illegal ones)\n";
    }
    out << "edges: " << run::grouped(reachable.edges)
        << " (moves that change the position, from the " << run::grouped(reachable.expanded)
        << " positions expanded)\n";
    out << "average out-degree: " << three_decimals(degree) << " (" << reachable.edges << " / "
        << reachable.expanded << ")\n";
    out << (complete ? "" : ">= ") << reachable.positions << (complete ? "" : " (interrupted)")
        << "\n";
  }
  if (!complete) {
    err << "count positions " << board.size_name() << ": " << stopped << "\n";
    return 1;
  }
  if (control.reports_progress()) {
    err << "count positions " << board.size_name() << ": done in " << run::seconds_text(seconds)
        << ", " << run::rate(static_cast<double>(reachable.expanded), seconds) << " positions/s\n";
  }
  if (!all_reached) {
    err << "count positions " << board.size_name()
        << ": finding: the positions reached from the empty board "
        << "are not exactly the legal positions\n";
    return 1;
  }
  return 0;
}

}  // namespace kospec::cli
