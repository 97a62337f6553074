#pragma once
// GNU Go 3.8 as the campaign's other reader, over GTP (tools/gtp_client): a position is loaded
// from an SGF file (loadsgf), or followed play by play, and each question is asked from an empty
// reading cache (clear_cache: GNU Go's persistent cache survives loadsgf and its key misses the ko
// ban), with the reading node counter read around it.

#include <chrono>
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>

#include "reading/read_code.h"
#include "tools/gtp_client/engine_process.h"
#include "tools/reading_campaign/reading_case.h"

namespace kospec::reading::campaign {

/// The engine crashed, hung or answered something that is not an answer: the text says which
/// command and what came back.
class EngineError : public std::runtime_error {
 public:
  /// An error naming the command and the response.
  explicit EngineError(const std::string& what) : std::runtime_error(what) {}
};

/// One reader's answer to attack or defend.
struct Answer {
  ReadCode code = ReadCode::Lose;  ///< 0, WIN, KO_A, KO_B
  std::optional<Point> move;       ///< the move given with a non-zero code
  std::uint64_t nodes = 0;         ///< reading nodes spent

  /// "2 C3" or "0", as GTP prints it.
  std::string text(const Graph& graph) const;
};

/// Parses a GTP attack/defend answer ("0", "1 C3", ...) on `graph`; nullopt if it is not one.
std::optional<Answer> parse_answer(const std::string& text, const Graph& graph);

/// GNU Go in GTP mode, asked tactical questions.
class GnuGoOracle {
 public:
  /// Starts `command` (e.g. gtp::gnugo_command()); `scratch` is a directory for the SGF files it
  /// loads. Throws InputError if the engine cannot be started.
  GnuGoOracle(std::string command, std::chrono::milliseconds timeout,
              std::filesystem::path scratch);

  /// Loads a position (writes it as SGF, loadsgf). Throws EngineError.
  void load(const ReadingPosition& position);
  /// Loads the setup of a game (no moves), to be followed by play(). Throws EngineError.
  void load_setup(const sgf::SgfGame& game);
  /// Plays a move on the loaded position. Throws EngineError if GNU Go refuses it.
  void play(const Graph& graph, const Move& move);
  /// Asks attack or defend about the string at `target`, from an empty cache. Throws EngineError.
  Answer ask(const Graph& graph, Question question, Point target);
  /// The code a move achieves for the side asked about: the move is tried (trymove, or tryko for
  /// an illegal ko capture), the other question is asked, the move is taken back (popgo). For an
  /// attack, a move that removes the string achieves WIN. nullopt if GNU Go refuses the move.
  std::optional<ReadCode> achieved(const Graph& graph, Question question, Point target, Point move);
  /// Kills and restarts the engine (after an EngineError); the loaded position is lost.
  void restart();
  /// Engine restarts so far.
  std::size_t restarts() const { return restarts_; }

 private:
  std::string send(const std::string& command);
  gtp::EngineProcess engine_;
  std::filesystem::path scratch_;
  std::size_t restarts_ = 0;
  std::size_t files_ = 0;
};

}  // namespace kospec::reading::campaign
