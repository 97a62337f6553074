// read_game: from the main line of the first game tree to an SgfGame.
//
// The root node gives the board: SZ (default 19), KA and KR (kospec's private properties: arcs
// added to or removed from the grid), and checks GM[1] and FF[1..4]. Setup properties (AB, AW, AE,
// PL) may appear in the root and in the nodes before the first move, and are merged in order;
// after moves, the lenient reading restarts the game from the position there (ReadOptions).
// Every main-line node may hold one move (B or W) and a comment (C). Other root properties go to
// `info`; other properties elsewhere are ignored, as are comments of nodes without a move.

#include <cstdint>
#include <optional>

#include "sgf/sgf_error.h"
#include "sgf/sgf_game.h"
#include "sgf/sgf_parser.h"
#include "sgf/sgf_values.h"
#include "spec/base_play.h"
#include "spec/base_setup.h"

namespace kospec::sgf {

namespace {

// What kospec does with a property, by identifier.
enum class Role : std::uint8_t {
  Other,     // kept in `info` in the root, ignored elsewhere
  RootOnly,  // FF, GM, SZ, KA, KR: the format and the board
  Setup,     // AB, AW, AE, PL: only before the first move
  Comment,   // C
  Move,      // B, W
};

Role role_of(const std::string& id) {
  const char first = id[0];
  if (id.size() == 1) {
    if (first == 'B' || first == 'W') return Role::Move;
    return first == 'C' ? Role::Comment : Role::Other;
  }
  if (id.size() != 2) return Role::Other;
  const char second = id[1];
  switch (first) {
    case 'F':
      return second == 'F' ? Role::RootOnly : Role::Other;
    case 'G':
      return second == 'M' ? Role::RootOnly : Role::Other;
    case 'S':
      return second == 'Z' ? Role::RootOnly : Role::Other;
    case 'K':
      return second == 'A' || second == 'R' ? Role::RootOnly : Role::Other;
    case 'A':
      return second == 'B' || second == 'W' || second == 'E' ? Role::Setup : Role::Other;
    case 'P':
      return second == 'L' ? Role::Setup : Role::Other;
    default:
      return Role::Other;
  }
}

// FF, GM, SZ, PL and C may appear at most once in a node (AB, AW, AE, KA and KR lists merge).
bool at_most_once(const std::string& id) {
  return id == "FF" || id == "GM" || id == "SZ" || id == "PL" || id == "C";
}

class GameReader {
 public:
  GameReader(const Collection& collection, std::string_view source, const ReadOptions& options)
      : collection_(collection), source_(source), options_(options) {}

  SgfGame read(const std::vector<std::size_t>& line) {
    const Node& root = collection_.nodes[line.front()];
    check_format(root);
    Graph graph = read_graph(root);
    const std::size_t points = graph.size();
    SgfGame game{{std::move(graph), Configuration(points), Player::Black}, {}, {}, {}, {}, {}};
    game.moves.reserve(line.size());
    game.move_positions.reserve(line.size());
    game.move_comments.reserve(line.size());
    std::optional<Player> to_move;
    for (std::size_t i = 0; i < line.size(); ++i) {
      read_node(collection_.nodes[line[i]], root, game, to_move);
    }
    if (!first_move_) check_setup(game.setup, root);
    game.setup.to_move = to_move              ? *to_move
                         : game.moves.empty() ? Player::Black
                                              : game.moves[0].player;
    return game;
  }

 private:
  [[noreturn]] void fail(SourcePos pos, const std::string& message) const {
    throw SgfError(source_, pos, message);
  }

  // In strict reading an error; in lenient reading a warning, and the reading goes on.
  void lenient(SourcePos pos, const std::string& message, std::vector<std::string>& warnings,
               const std::string& what_is_done) const {
    if (options_.strict) fail(pos, message);
    warnings.push_back(std::string(source_) + ":" + to_string(pos) + ": warning: " + message +
                       "; " + what_is_done);
  }

  void check_format(const Node& root) const {
    if (const Property* gm = find(root, "GM"); gm && single_value(*gm, source_) != "1") {
      fail(gm->pos, quote(*gm, gm->values.front()) + ": not a game of Go: expected GM[1]");
    }
    if (const Property* ff = find(root, "FF")) {
      const std::string& version = single_value(*ff, source_);
      if (version.size() != 1 || version[0] < '1' || version[0] > '4') {
        fail(ff->pos, quote(*ff, version) + ": unsupported file format: expected FF[1] to FF[4]");
      }
    }
  }

  Graph read_graph(const Node& root) const {
    BoardSize size;
    if (const Property* sz = find(root, "SZ")) size = read_board_size(*sz, source_);
    const Graph grid = Graph::grid(size.columns, size.rows);
    Graph graph = grid;
    for (const Property& property : root.properties) {
      if (property.id != "KA" && property.id != "KR") continue;
      for (const Arc& arc : read_arcs(property, grid, source_)) {
        if (property.id == "KA") {
          graph.add_arc(arc.first, arc.second);
        } else {
          graph.remove_arc(arc.first, arc.second);
        }
      }
    }
    return graph;
  }

  // The move property of a node (nullptr if none), checking that the node has at most one move
  // and at most one of each property that must be unique.
  const Property* check_node(const Node& node, std::vector<std::string>& warnings) const {
    const Property* move = nullptr;
    for (std::size_t i = 0; i < node.properties.size(); ++i) {
      const Property& property = node.properties[i];
      const Role role = role_of(property.id);
      if (role == Role::Move && move) {
        fail(property.pos, "two moves in one node: " + property.id + " after " + move->id + " at " +
                               to_string(move->pos) + ": expected at most one B or W per node");
      }
      if (role == Role::Move) move = &property;
      if (role == Role::Other || role == Role::Move || !at_most_once(property.id)) continue;
      for (std::size_t j = 0; j < i; ++j) {
        const Property& first = node.properties[j];
        if (first.id != property.id) continue;
        const std::string message = "property " + property.id + " repeated (first at " +
                                    to_string(first.pos) + "): expected it at most once per node";
        if (property.id == "C") {
          lenient(property.pos, message, warnings, "the comments are joined");
        } else if (property.values == first.values) {
          lenient(property.pos, message, warnings, "the same value, read once");
        } else {
          fail(property.pos, message + " (and the values differ)");
        }
      }
    }
    return move;
  }

  // SETUP: once the setup is complete, every string must have a liberty.
  void check_setup(const GameSetup& setup, const Node& root) const {
    if (auto dead = string_without_liberty(setup.graph, setup.initial)) {
      fail(root.pos, "impossible setup (SETUP): the string at " + point_list(setup.graph, *dead) +
                         " has no liberty: expected every string of the setup to have a liberty");
    }
  }

  void read_node(const Node& node, const Node& root, SgfGame& game,
                 std::optional<Player>& to_move) {
    const bool is_root = &node == &root;
    const Property* move = check_node(node, game.warnings);
    std::string comment_text;
    bool has_comment = false;
    bool has_setup = false;
    for (const Property& property : node.properties) {
      const Role role = role_of(property.id);
      if (role == Role::Other) {
        if (is_root) game.info.push_back(property);
        continue;
      }
      if (role == Role::RootOnly && !is_root) {
        fail(property.pos, "root property " + property.id +
                               " in a node other than the root: expected " + property.id +
                               " only in the first node of the game");
      }
      if (role == Role::Setup && first_move_ && !move) {
        restart_from_here(property, game, to_move);
      }
      if (role == Role::Setup && move) {
        fail(property.pos, "setup property " + property.id + " in the same node as the move " +
                               move->id + " at " + to_string(move->pos) +
                               ": expected setup and moves in different nodes");
      }
      if (role == Role::Setup) has_setup = true;
      if (role == Role::Setup && property.id[0] == 'P')
        to_move = read_player(property, game.warnings);
      if (role == Role::Comment) {
        comment_text += (has_comment ? "\n" : "") + single_value(property, source_);
        has_comment = true;
      }
    }
    if (has_setup) apply_setup(node, game.setup);
    if (is_root && has_comment) game.root_comment = comment_text;
    if (!move) return;
    if (!first_move_) {
      check_setup(game.setup, root);  // the setup is complete: judge it before any move
      first_move_ = move;
    }
    const Player player = move->id[0] == 'B' ? Player::Black : Player::White;
    const auto point = read_move_point(*move, game.setup.graph, source_);
    game.moves.push_back(point ? Move::play(player, *point) : Move::pass(player));
    game.move_positions.push_back(move->pos);
    game.move_comments.emplace_back(has_comment && !is_root ? comment_text : std::string());
  }

  Player read_player(const Property& pl, std::vector<std::string>& warnings) const {
    const std::string& value = single_value(pl, source_);
    if (value == "B") return Player::Black;
    if (value == "W") return Player::White;
    if (value == "1" || value == "2") {
      lenient(pl.pos, quote(pl, value) + ": expected PL[B] or PL[W]", warnings,
              std::string("read as ") + (value == "1" ? "PL[B]" : "PL[W]") + " (FF[3] programs)");
      return value == "1" ? Player::Black : Player::White;
    }
    fail(pl.pos, quote(pl, value) + ": expected PL[B] or PL[W]");
  }

  // Setup after moves: the game restarts from the position reached, as GNU Go's loadsgf does
  // (setup resets its move history); the moves before are dropped.
  void restart_from_here(const Property& property, SgfGame& game, std::optional<Player>& to_move) {
    if (!first_move_) return;
    const std::string message = "setup property " + property.id + " after the first move (" +
                                first_move_->id + " at " + to_string(first_move_->pos) +
                                "): expected setup only before the first move";
    lenient(property.pos, message, game.warnings,
            "the game restarts from the position here, the " + std::to_string(game.moves.size()) +
                " moves before it dropped (GNU Go's loadsgf does the same)");
    Configuration position = game.setup.initial;
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
      const PlayResult r =
          apply_base_rules(game.setup.graph, position, game.moves[i], SelfCapture::All);
      if (!r.verdict.legal()) {
        fail(game.move_positions[i],
             "move " + std::to_string(i + 1) + " cannot be played before the setup at " +
                 to_string(property.pos) + ": " + std::string(rule_code(r.verdict.deciding)));
      }
      position = r.after;
    }
    game.setup.initial = std::move(position);
    to_move.reset();  // a PL here, else the next move, says who moves first from the new setup
    game.moves.clear();
    game.move_positions.clear();
    game.move_comments.clear();
    first_move_ = nullptr;
  }

  // AE, AB and AW of one node: no point in two of them; then empty, black, white in that order.
  void apply_setup(const Node& node, GameSetup& setup) const {
    struct Placed {
      const Property* property;
      PointSet points;
    };
    std::vector<Placed> placed;
    for (const Property& property : node.properties) {
      if (property.id != "AB" && property.id != "AW" && property.id != "AE") continue;
      PointSet points = read_point_list(property, setup.graph, source_);
      for (const Placed& earlier : placed) {
        for (Point p : points) {
          if (earlier.points.contains(p)) {
            fail(property.pos,
                 property.id + " sets up " + setup.graph.sgf_name(p) + " (" + setup.graph.name(p) +
                     ") already set up by " + earlier.property->id + " at " +
                     to_string(earlier.property->pos) +
                     ": expected each point in at most one of AB, AW and AE per node");
          }
        }
      }
      placed.push_back({&property, std::move(points)});
    }
    for (const Placed& p : placed) {
      const Color color = p.property->id == "AB"   ? Color::Black
                          : p.property->id == "AW" ? Color::White
                                                   : Color::Empty;
      for (Point point : p.points) setup.initial.set(point, color);
    }
  }

  const Collection& collection_;
  std::string_view source_;
  const ReadOptions& options_;
  const Property* first_move_ = nullptr;
};

}  // namespace

SgfGame read_game(std::string_view text, std::string_view source_name, const ReadOptions& options) {
  const Collection collection = parse(text, source_name);
  return GameReader(collection, source_name, options)
      .read(main_line(collection, collection.roots.front()));
}

std::vector<SgfGame> read_every_line(std::string_view text, std::string_view source_name,
                                     const ReadOptions& options) {
  const Collection collection = parse(text, source_name);
  std::vector<SgfGame> games;
  for (const std::size_t root : collection.roots) {
    std::vector<std::size_t> stack{root};
    while (!stack.empty()) {
      const std::size_t n = stack.back();
      stack.pop_back();
      const auto& children = collection.nodes[n].children;
      for (auto c = children.rbegin(); c != children.rend(); ++c) stack.push_back(*c);
      if (!children.empty()) continue;
      std::vector<std::size_t> line;  // the leaf's line, read back from it
      for (std::size_t at = n; at != kNoParent; at = collection.nodes[at].parent)
        line.push_back(at);
      games.push_back(
          GameReader(collection, source_name, options).read({line.rbegin(), line.rend()}));
    }
  }
  return games;
}

}  // namespace kospec::sgf
