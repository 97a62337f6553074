// kospec_sgf_dump FILE...: for each file, one JSON line: the main line of its first game tree as
// kospec's parser reads it (each node's properties, values hex-encoded so that any bytes survive),
// and whether kospec reads it as a game (lenient reading) and with how many warnings.
// sgf/reference/compare.mjs compares it with Sabaki's parser.
#include <fstream>
#include <iostream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "sgf/sgf_game.h"
#include "sgf/sgf_parser.h"
#include "spec/error.h"

namespace {

std::string hex(const std::string& bytes) {
  static const char* digits = "0123456789abcdef";
  std::string out;
  for (unsigned char c : bytes) {
    out += digits[c >> 4];
    out += digits[c & 15];
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    nlohmann::ordered_json line{{"file", argv[i]}};
    std::ifstream in(argv[i], std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    try {
      const auto collection = kospec::sgf::parse(text.str(), argv[i]);
      nlohmann::ordered_json nodes = nlohmann::ordered_json::array();
      for (std::size_t n : kospec::sgf::main_line(collection, collection.roots.front())) {
        nlohmann::ordered_json node = nlohmann::ordered_json::object();
        for (const auto& p : collection.nodes[n].properties) {
          for (const std::string& v : p.values) node[p.id].push_back(hex(v));
        }
        nodes.push_back(node);
      }
      line["nodes"] = nodes;
      const auto game = kospec::sgf::read_game(text.str(), argv[i]);
      line["game"] = "ok";
      line["moves"] = game.moves.size();
      line["warnings"] = game.warnings;
    } catch (const kospec::InputError& e) {
      line["game"] = e.what();
    }
    std::cout << line.dump() << "\n";
  }
  return 0;
}
