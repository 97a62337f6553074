#include "tools/cli/solve_each_move.h"

#include <cstdio>

#include "tools/cli/solve_table.h"
#include "tools/cli/text_output.h"

namespace kospec::cli {

namespace {

constexpr std::string_view kColumns = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

std::string right(const std::string& s, std::size_t width) {
  return s.size() < width ? std::string(width - s.size(), ' ') + s : s;
}

std::string left(const std::string& s, std::size_t width) {
  return s.size() < width ? s + std::string(width - s.size(), ' ') : s + " ";
}

// What the board shows for each move: its value, or a letter where it has none (an image gets
// its representative's letter).
std::vector<std::string> board_cells(const std::vector<values::MoveRow>& rows) {
  std::vector<std::string> cells;
  char next = 'a';
  for (std::size_t i = 0; i < rows.size(); ++i) {
    if (const auto v = rows[i].row.result.value()) {
      cells.push_back(solve::signed_score(*v));
      continue;
    }
    std::string mark;
    for (std::size_t j = 0; j < i && rows[i].move.same_as; ++j)
      if (rows[j].move.move == *rows[i].move.same_as) mark = cells[j];
    if (mark.empty()) mark = std::string(1, next <= 'z' ? next++ : '?');
    cells.push_back(mark);
  }
  return cells;
}

std::string columns_line(const Graph& board) {
  std::string line = "   ";
  for (int c = 0; c < board.columns(); ++c)
    line += right(std::string(1, kColumns[static_cast<std::size_t>(c)]), 4);
  return line + "\n";
}

std::string board_text(const Game& start, const std::vector<values::MoveRow>& rows,
                       const std::vector<std::string>& cells) {
  const Graph& board = start.record().graph();
  const Configuration& now = start.record().current();
  std::string out = columns_line(board);
  for (int r = 0; r < board.rows(); ++r) {
    const std::string number = std::to_string(board.rows() - r);
    std::string line = right(number, 3);
    for (int c = 0; c < board.columns(); ++c) {
      const Point p = board.at(c, r);
      std::string cell = now.at(p) == Color::Black ? "X" : now.at(p) == Color::White ? "O" : ".";
      for (std::size_t i = 0; i < rows.size(); ++i)
        if (rows[i].move.move.point == p) cell = cells[i];
      line += right(cell, 4);
    }
    out += line + "  " + number + "\n";
  }
  return out + columns_line(board);
}

}  // namespace

Json each_move_json(const Graph& board, const values::MoveRow& row) {
  Json j{{"move", vertex_text(board, row.move.move)},
         {"same_as", row.move.same_as ? Json(vertex_text(board, *row.move.same_as)) : Json()}};
  j.update(solve_row_json(board, row.row));
  return j;
}

std::string each_move_text(const Game& start, const std::vector<values::MoveRow>& rows) {
  const Graph& board = start.record().graph();
  const Player p = start.record().to_move();
  const std::vector<std::string> cells = board_cells(rows);
  const bool black = p == Player::Black;
  std::string out = start.ruleset().name + ": the value after each legal move of " +
                    (black ? "Black (White" : "White (Black") +
                    " to move after it; Black's score minus White's)\n" +
                    board_text(start, rows, cells);
  out += left("move", 7) + left("board", 7) + left("method", 11) + left("result", 16) +
         left("nodes", 12) + left("seconds", 9) +
         "line after the move, or the move it is an image of\n";
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const values::MoveRow& m = rows[i];
    const solve::SolveResult& r = m.row.result;
    out += left(vertex_text(board, m.move.move), 7) + left(cells[i], 7);
    if (m.move.same_as) {
      out += "as " + vertex_text(board, *m.move.same_as) +
             ", its image by a symmetry of the "
             "position (solved once)\n";
      continue;
    }
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%.3f", r.seconds);
    out += left(std::string(solve::solve_method_name(r.method)), 11) + left(solve::summary(r), 16) +
           left(std::to_string(r.nodes), 12) + left(seconds, 9) +
           (r.pv.empty() ? "-" : line_cell(board, r.pv)) + "\n";
  }
  return out;
}

}  // namespace kospec::cli
