#include "tools/cli/count_command.h"

#include <charconv>
#include <chrono>

#include "spec/error.h"
#include "spec/graph.h"

namespace kospec::cli {

namespace {

// A side of 1..25, or 0 when the text is not one.
int parse_side(std::string_view text) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || value < 1 ||
      value > Graph::kMaxSide)
    return 0;
  return value;
}

}  // namespace

BoardSize parse_board_size(std::string_view text) {
  const std::size_t x = text.find_first_of("xX");
  const BoardSize size = x == std::string_view::npos ? BoardSize{parse_side(text), parse_side(text)}
                                                     : BoardSize{parse_side(text.substr(0, x)),
                                                                 parse_side(text.substr(x + 1))};
  if (size.columns == 0 || size.rows == 0) {
    throw InputError(
        "--board " + std::string(text) +
        ": expected COLUMNSxROWS with 1 to 25 columns and 1 to 25 rows (e.g. 4x4, 1x7), or N for NxN");
  }
  return size;
}

int run_count(const CountOptions& options, std::ostream& out, std::ostream& err,
              const std::atomic<bool>& stop) {
  run::RunControl control;
  control.stop = &stop;
  if (options.progress_seconds > 0) {
    control.progress_every =
        std::chrono::milliseconds(static_cast<long>(options.progress_seconds * 1000));
    control.progress = [&err](const std::string& line) { err << line << std::endl; };
  }
  return options.kind == CountKind::Positions ? run_count_positions(options, out, err, control)
                                              : run_count_games(options, out, err, control);
}

}  // namespace kospec::cli
